import SwiftUI

// After the `await`, `index` is the parameter of the `forEach` closure, a position found then, not
// the row's: nothing kept across the `await` is written through.
struct Draft: Identifiable {
    let id: UUID
    var title: String
}

struct DraftsView: View {
    @State private var drafts: [Draft] = []

    var body: some View {
        List {
            ForEach(drafts.indices, id: \.self) { index in
                Button(drafts[index].title) {
                    Task {
                        await publish()
                        drafts.indices.reversed().forEach { index in
                            drafts.remove(at: index)
                        }
                    }
                }
            }
        }
    }

    func publish() async {}
}
