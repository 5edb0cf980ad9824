import SwiftUI

// A toggle of one recipe's flag changes that element where it stands (`recipes[index].isFavorite
// .toggle()`), under the same id: the row's model, built from the whole recipe in its `init`,
// keeps the recipe as it was.
struct Recipe: Identifiable {
    let id: UUID
    var title: String
    var isFavorite = false
}

final class RecipeCardModel: ObservableObject {
    let recipe: Recipe
    init(recipe: Recipe) { self.recipe = recipe }
    var badge: String { recipe.isFavorite ? "★" : "☆" }
}

struct RecipeCard: View {
    let recipe: Recipe
    @StateObject private var model: RecipeCardModel

    init(recipe: Recipe) {
        self.recipe = recipe
        _model = StateObject(wrappedValue: RecipeCardModel(recipe: recipe))
    }

    var body: some View {
        Text("\(model.badge) \(recipe.title)")
    }
}

struct RecipeBook: View {
    @State private var recipes: [Recipe] = []

    var body: some View {
        List {
            ForEach(recipes) { recipe in
                RecipeCard(recipe: recipe)
                    .onTapGesture { favorite(recipe) }
            }
        }
    }

    func favorite(_ recipe: Recipe) {
        guard let index = recipes.firstIndex(where: { $0.id == recipe.id }) else { return }
        recipes[index].isFavorite.toggle()
    }
}
