import SwiftUI

struct Recipe: Identifiable {
    let id: UUID
    var name: String
}

struct RecipeEditor: View {
    let recipe: Recipe
    var body: some View { Text(recipe.name) }
}

struct CookbookView: View {
    let recipes: [Recipe]
    @State private var chosen: Recipe?
    @State private var showEditor = false

    var body: some View {
        List(recipes) { recipe in
            Button(recipe.name) {
                chosen = recipe
                showEditor = true
            }
            // Its `recipe` is the chosen one, declared in the content: every row shows the same sheet.
            .sheet(isPresented: $showEditor) {
                if let recipe = chosen {
                    RecipeEditor(recipe: recipe)
                }
            }
        }
    }
}
