import SwiftUI

struct GridView: View {
    var rows: [[Int]]

    var body: some View {
        VStack {
            ForEach(rows, id: \.id) { row in
                HStack {
                    ForEach(row, id: \.self) { value in
                        Text("\(value)")
                    }
                }
            }
        }
    }
}
