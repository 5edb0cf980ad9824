import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: UUID?
    var name: String
}

// Search results keyed by the whole value, of a type whose `id` is optional: a result the server
// sends is made with `id: nil` until it is saved, so keyed by `id` every unsaved result would share
// one. No proven key: the migration to `id` is not offered, and nothing else shows a hazard. Silent
// (read on a held-out recipe app, where the fix would have merged every search result into one row).
struct SearchResults: View {
    let results: [Recipe]

    var body: some View {
        VStack {
            ForEach(results, id: \.self) { recipe in
                Text(recipe.name)
            }
        }
    }
}

extension Recipe {
    static func fromServer(name: String) -> Recipe { Recipe(id: nil, name: name) }
}
