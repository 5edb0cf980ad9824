import SwiftUI

struct Character: Identifiable {
    let id: UUID
    var name: String
    var biography = ""
}

func writeBiography(for name: String) async -> String {
    "A story of \(name)"
}

// The biography is awaited first; the position is found after it, and written in
// `await MainActor.run { … }`. A view is isolated to the main actor, so the block runs at once:
// nothing can remove a character in between (silent; read on Directors-Chair's character tools).
// A `nonisolated` member or `Task.detached` runs the lookup off the main actor, and there the hop
// is a wait in which a deletion can land.
struct CastView: View {
    @State private var cast: [Character] = []

    var body: some View {
        List {
            ForEach(cast) { character in
                Text(character.name)
            }
            .onDelete { cast.remove(atOffsets: $0) }
        }
    }

    private func addBiography(to character: Character) async {
        let biography = await writeBiography(for: character.name)
        if let index = cast.firstIndex(where: { $0.id == character.id }) {
            await MainActor.run {
                cast[index].biography = biography
            }
        }
    }
}
