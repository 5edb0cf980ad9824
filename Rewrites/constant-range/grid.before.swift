import SwiftUI

struct BoardView: View {
    @State var rows: Int
    @State var columns: Int

    var body: some View {
        VStack {
            ForEach(0..<rows) { row in
                HStack {
                    ForEach(0..<columns) { column in
                        Text("\(row),\(column)")
                    }
                }
            }
        }
    }
}
