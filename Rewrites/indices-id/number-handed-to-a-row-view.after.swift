import SwiftUI

// The row hands `index + 1` to a view of the project, which reads the block back through it and
// keeps an expanded state: a number handed to another type may be a position again there, so the
// warning stays. The same stands for `insert(_:at: index + 1)`, a position given to a change.
struct Block: Identifiable {
    let id: UUID
    var text: String
}

@MainActor
final class Document: ObservableObject {
    @Published var blocks: [Block] = []

    func delete(_ block: Block) {
        blocks.removeAll { $0.id == block.id }
    }
}

struct NumberedBlock: View {
    @ObservedObject var document: Document
    let number: Int
    @State private var isExpanded = false

    var body: some View {
        Text(document.blocks[number - 1].text)
            .lineLimit(isExpanded ? nil : 1)
            .onTapGesture { isExpanded.toggle() }
    }
}

struct Steps: View {
    @ObservedObject var document: Document

    var body: some View {
        VStack {
            ForEach(Array(document.blocks.enumerated()), id: \.element.id) { index, block in
                NumberedBlock(document: document, number: index + 1)
            }
        }
    }
}
