import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id: UUID
    var name: String
    var steps: [String]

    mutating func rename(to name: String) { self.name = name }
}

struct RecipesView: View {
    var recipes: [Recipe]

    var body: some View {
        List {
            ForEach(recipes) { recipe in
                Text(recipe.name)
            }
        }
    }
}
