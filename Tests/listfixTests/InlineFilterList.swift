/// A view whose rows filter handed-in items inline: what `cached-filter` rewrites with a refresh
/// written for the deployment target, so the tests that change a target watch it.
enum InlineFilterList {
    static let source = """
        import SwiftUI

        struct Item: Identifiable, Equatable {
            let id: UUID
            var isEnabled: Bool
        }

        struct Items: View {
            let items: [Item]

            var body: some View {
                List {
                    ForEach(items.filter { $0.isEnabled }) { item in
                        Text("\\(item.id)")
                    }
                }
            }
        }

        """
}
