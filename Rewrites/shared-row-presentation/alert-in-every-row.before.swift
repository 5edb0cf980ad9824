import SwiftUI

struct Recipe: Identifiable {
    let id: UUID
    var name: String
}

struct CookbookView: View {
    @State private var recipes: [Recipe] = []
    @State private var showDuplicateDialog = false

    var body: some View {
        List(recipes) { recipe in
            Text(recipe.name)
                .swipeActions {
                    Button("Duplicate") { showDuplicateDialog = true }
                }
                // Every row carries this alert, and all of them share one flag.
                .alert("Duplicate Recipe", isPresented: $showDuplicateDialog) {
                    Button("OK") { duplicate(recipe) }
                }
        }
    }

    func duplicate(_ recipe: Recipe) {
        recipes.append(Recipe(id: UUID(), name: recipe.name + " copy"))
    }
}
