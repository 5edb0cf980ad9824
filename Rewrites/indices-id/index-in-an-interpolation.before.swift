import SwiftUI

// Numbered steps: the row reads its block and shows its index in the text. The interpolation and
// the stripe (`index.isMultiple(of: 2)`) are numbers computed with the body and keep no position:
// over blocks a deletion shifts under stateless rows, a note with the fix.
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

struct Steps: View {
    @ObservedObject var document: Document

    var body: some View {
        VStack {
            ForEach(document.blocks.indices, id: \.self) { index in
                Text("Step \(index + 1): \(document.blocks[index].text)")
                    .background(index.isMultiple(of: 2) ? Color.gray : Color.clear)
            }
        }
    }
}
