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
    @State private var showEditor = false

    var body: some View {
        NavigationStack {
            List(recipes) { recipe in
                // A titled link's trailing closure is its destination, made once it is pushed.
                NavigationLink(recipe.name) {
                    Text(recipe.name)
                        .toolbar { Button("Edit") { showEditor = true } }
                        .sheet(isPresented: $showEditor) { RecipeEditor(recipe: recipe) }
                }
            }
        }
    }
}
