import SwiftUI

struct RecipesView: View {
    @Binding var recipes: [Recipe]

    var body: some View {
        ForEach(recipes.enumerated(), id: \.element.id) { _, recipe in
            Text(recipe.name)
        }
    }
}

extension RecipesView {
    func remove(at offsets: IndexSet) {
        recipes.remove(atOffsets: offsets)
    }
}
