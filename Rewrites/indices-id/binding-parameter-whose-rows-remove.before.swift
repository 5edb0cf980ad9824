import SwiftUI

// App names edited in a list a helper builds from a binding handed in. The helper's own rows remove
// names (`apps.wrappedValue.remove(at: idx)`), so the data is shown to shift: a field bound through
// a removed position reads past the end or edits its neighbour. An error (read on a held-out macOS
// focus app's settings, whose app rows each keep a text field and focus).
struct AppLists: View {
    @State private var closeApps: [String] = []
    @State private var focusApps: [String] = []

    var body: some View {
        Form {
            appList(title: "Always close", apps: $closeApps)
            appList(title: "Open for focus", apps: $focusApps)
        }
    }

    private func appList(title: String, apps: Binding<[String]>) -> some View {
        Section(title) {
            ForEach(apps.wrappedValue.indices, id: \.self) { idx in
                HStack {
                    TextField("App name", text: Binding(
                        get: { apps.wrappedValue[idx] },
                        set: { apps.wrappedValue[idx] = $0 }
                    ))
                    Button("Remove") { apps.wrappedValue.remove(at: idx) }
                }
            }
            Button("Add app") { apps.wrappedValue.append("") }
        }
    }
}

// The same rows with no removal in the helper: the binding is handed in, and nothing here shows its
// elements moving. Unknown, and strings have no id to key by: silent.
struct ReadOnlyAppLists: View {
    @State private var closeApps: [String] = []

    var body: some View {
        Form {
            appList(apps: $closeApps)
        }
    }

    private func appList(apps: Binding<[String]>) -> some View {
        ForEach(apps.wrappedValue.indices, id: \.self) { idx in
            TextField("App name", text: Binding(
                get: { apps.wrappedValue[idx] },
                set: { apps.wrappedValue[idx] = $0 }
            ))
        }
    }
}

// A local copy of the parameter's name is what loses an element (`var apps = apps.wrappedValue`):
// the binding handed in never does. Unknown, and silent.
struct CopiedAppLists: View {
    @State private var closeApps: [String] = []

    var body: some View {
        Form {
            appList(apps: $closeApps)
        }
    }

    private func appList(apps: Binding<[String]>) -> some View {
        ForEach(apps.wrappedValue.indices, id: \.self) { idx in
            HStack {
                TextField("App name", text: Binding(
                    get: { apps.wrappedValue[idx] },
                    set: { apps.wrappedValue[idx] = $0 }
                ))
                Button("Copy the others") {
                    var apps = apps.wrappedValue
                    apps.remove(at: idx)
                    print(apps.joined(separator: ", "))
                }
            }
        }
    }
}
