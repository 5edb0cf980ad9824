import SwiftUI

struct BoardView: View {
    @Binding var rows: Int
    @Binding var columns: Int

    var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { row in
                HStack {
                    ForEach(0..<columns, id: \.self) { column in
                        Text("\(row),\(column)")
                    }
                }
            }
        }
    }
}

extension BoardView {
    func grow() {
        rows += 1
    }

    func growColumns() {
        columns += 1
    }
}
