import SwiftUI

// The base is a parameter of the view's method, declared `[String]`: an array, so the target's
// Swift 6.2 takes `cells.enumerated()` directly (read on buzz's table rows).

struct TableRowsView: View {
    var rows: [[String]]

    var body: some View {
        VStack {
            ForEach(rows, id: \.self) { cells in
                row(cells)
            }
        }
    }

    private func row(_ cells: [String]) -> some View {
        HStack {
            ForEach(Array(cells.enumerated()), id: \.offset) { column, cell in
                Text(column == 0 ? cell.uppercased() : cell)
            }
        }
    }
}
