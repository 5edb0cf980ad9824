import SwiftUI

// `Recipe` says itself what makes two values the same: its `==` and `hash(into:)` read only
// `id`, so `\.self` hashes one field and stays stable while `name` is edited.
struct Recipe: Identifiable, Hashable {
    let id: UUID
    var name: String
    var steps: [String]

    static func == (lhs: Recipe, rhs: Recipe) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

struct RecipesView: View {
    var recipes: [Recipe]

    var body: some View {
        List {
            ForEach(recipes, id: \.self) { recipe in
                Text(recipe.name)
            }
        }
    }
}
