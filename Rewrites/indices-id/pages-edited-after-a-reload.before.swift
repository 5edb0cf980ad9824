import SwiftUI

struct Category: Identifiable {
    let id: UUID
    var name: String
    var linked: Bool
}

struct LinkCategories: View {
    @State private var categories: [Category] = []
    @State private var page = 0

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(categories.indices, id: \.self) { index in
                    Toggle(categories[index].name, isOn: $categories[index].linked)
                }
            }
            Button("Reload") {
                categories = [Category(id: UUID(), name: "Food", linked: false)]
            }
        }
    }
}
