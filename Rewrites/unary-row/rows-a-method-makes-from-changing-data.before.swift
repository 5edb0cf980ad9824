import SwiftUI

struct Recipe: Identifiable {
    let id: UUID
    var name: String
    var isFavorite: Bool
}

final class RecipeBook: ObservableObject {
    func grouped(_ recipes: [Recipe]) -> [String: [Recipe]] {
        Dictionary(grouping: recipes) { String($0.name.prefix(1)) }
    }
}

// Rows grouped by a model's method from state the screen changes: what the method returns changes
// whenever `recipes` does, so each add or delete makes SwiftUI evaluate every row again to find
// which ones the `if` keeps. A warning (read on a held-out cocktail app's favorites, grouped by a
// view model's method from a query).
struct RecipeIndex: View {
    @StateObject private var book = RecipeBook()
    @State private var recipes: [Recipe] = []

    var body: some View {
        List {
            let groups = book.grouped(recipes)
            ForEach(groups.keys.sorted(), id: \.self) { letter in
                if let group = groups[letter], !group.isEmpty {
                    Text("\(letter): \(group.count)")
                }
            }
        }
        .toolbar {
            Button("Add") {
                recipes.append(Recipe(id: UUID(), name: "Negroni", isFavorite: false))
            }
            Button("Remove first") {
                if !recipes.isEmpty { recipes.removeFirst() }
            }
        }
    }
}

// The same rows grouped from recipes handed in: nothing shows them change, and no fix is safe.
// Silent.
struct RecipeIndexOf: View {
    @StateObject private var book = RecipeBook()
    let recipes: [Recipe]

    var body: some View {
        List {
            let groups = book.grouped(recipes)
            ForEach(groups.keys.sorted(), id: \.self) { letter in
                if let group = groups[letter], !group.isEmpty {
                    Text("\(letter): \(group.count)")
                }
            }
        }
    }
}
