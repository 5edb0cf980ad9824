import SwiftUI

// `Widget`'s own `==` compares ids only: a widget whose type changes in place is "equal" to what it
// was, so `.onChange(of: widgets)` would not refresh a cache of browser widgets. No fix is safe,
// and nothing shows the body running often: nothing is said.
struct Widget: Identifiable, Equatable {
    let id: UUID
    var name: String
    var isBrowser: Bool

    static func == (a: Widget, b: Widget) -> Bool { a.id == b.id }
}

struct WidgetPicker: View {
    let widgets: [Widget]
    @Binding var selection: UUID?

    var body: some View {
        Picker("Widget", selection: $selection) {
            ForEach(widgets.filter { $0.isBrowser }) { widget in
                Text(widget.name).tag(widget.id as UUID?)
            }
        }
    }
}
