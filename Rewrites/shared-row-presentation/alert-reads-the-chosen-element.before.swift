import SwiftUI

struct Recipe: Identifiable {
    let id: UUID
    var name: String
}

struct CookbookView: View {
    @State private var recipes: [Recipe] = []
    @State private var chosen: Recipe?
    @State private var showDeleteDialog = false

    var body: some View {
        List(recipes) { recipe in
            Text(recipe.name)
                .swipeActions {
                    Button("Delete") {
                        chosen = recipe
                        showDeleteDialog = true
                    }
                }
                // The same alert in every row: it acts on the element the tap chose, whichever row presents.
                .alert("Delete Recipe", isPresented: $showDeleteDialog) {
                    Button("Delete", role: .destructive) {
                        recipes.removeAll { $0.id == chosen?.id }
                    }
                }
        }
    }
}
