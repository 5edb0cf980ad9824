import SwiftUI

struct RecipesView: View {
    @State var recipes: [Recipe]

    var body: some View {
        ForEach(recipes.enumerated(), id: \.element.id) { _, recipe in
            Text(recipe.name)
        }
    }
}
