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
                // The destination is made only once it is pushed, one at a time.
                NavigationLink {
                    Text(recipe.name)
                        .toolbar { Button("Edit") { showEditor = true } }
                        .sheet(isPresented: $showEditor) { RecipeEditor(recipe: recipe) }
                } label: {
                    Text(recipe.name)
                }
            }
        }
    }
}
