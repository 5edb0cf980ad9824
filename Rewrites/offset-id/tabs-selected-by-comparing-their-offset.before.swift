import SwiftUI

struct Tab {
    var id: Int
    var title: String
    var isSelected: Bool
}

// Category tabs keyed by offset, rebuilt by the screen (a tab removed, then the list replaced). A
// tab's tap compares its offset with each position of the tabs as they are when it is tapped, in a
// loop of the action itself, and the tabs are plain buttons that keep no state: a tab drawn with
// another category shows it rightly, and nothing animates them. No hazard; `Tab` has no `id` that
// is Identifiable's. Silent (read on a restaurant app's header tabs, where a warning of row state
// was false: the loop's body was taken for a closure that keeps the offset).
struct CategoryTabs: View {
    @State private var tabs: [Tab] = []
    var showsBuffet = false

    var body: some View {
        HStack {
            ForEach(Array(tabs.enumerated()), id: \.offset) { i, tab in
                Button(action: {
                    for (j, _) in tabs.enumerated() {
                        tabs[j].isSelected = i == j
                    }
                }) {
                    Text(tab.isSelected ? "• " + tab.title : tab.title)
                }
            }
        }
        .onAppear(perform: reload)
    }

    private func reload() {
        var next = [Tab(id: 1, title: "Food", isSelected: true), Tab(id: 2, title: "Drinks", isSelected: false)]
        if !showsBuffet {
            tabs.removeAll { $0.id == 3 }
        } else {
            next.insert(Tab(id: 3, title: "Buffet", isSelected: false), at: 0)
        }
        tabs = next
    }
}

// The same tabs, but the tap keeps its offset for later: `picked` is read after the tabs change,
// when the offset may name another tab. A warning.
struct PickedTabs: View {
    @State private var tabs: [Tab] = []
    @State private var picked = 0

    var body: some View {
        HStack {
            ForEach(Array(tabs.enumerated()), id: \.offset) { i, tab in
                Button(tab.title) {
                    picked = i
                }
            }
            Button("Drop first") { tabs.remove(at: 0) }
        }
    }
}
