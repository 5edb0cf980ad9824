import SwiftUI

enum Tile: String, Identifiable {
    case empty, wall

    var id: String { rawValue }
}

struct Board {
    static let row: [Tile] = [.empty, .empty, .empty]
}

struct BoardView: View {
    let blank = Tile.empty

    var body: some View {
        HStack {
            ForEach([blank, blank]) { tile in
                Text(tile.rawValue)
            }
            ForEach(Board.row) { tile in
                Text(tile.rawValue)
            }
        }
    }
}
