import SwiftUI

// A board of nine slots, each a player's mark or `nil`. Undo gives the last slot `nil` again: an
// optional cleared where it stands, not an element removed (an array's count never changes here).
// The slots have no id of their own, so there is nothing to migrate to. Silent.
enum Player {
    case cross, nought
}

struct Board: View {
    @State private var slots: [Player?] = Array(repeating: nil, count: 9)
    @State private var moves: [Int] = []

    var body: some View {
        VStack {
            ForEach(slots.indices, id: \.self) { index in
                Button(slots[index] == .cross ? "X" : slots[index] == .nought ? "O" : " ") {
                    slots[index] = moves.count.isMultiple(of: 2) ? .cross : .nought
                    moves.append(index)
                }
            }
            Button("Undo") {
                if let last = moves.popLast() {
                    slots[last] = nil
                }
            }
        }
    }
}
