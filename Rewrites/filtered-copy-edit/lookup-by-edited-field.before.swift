import SwiftUI

// The sheet edits a copy of the row's browser and saves it back by `name`, the field its text field
// edits: after a rename, `$0.name == draft.name` matches nothing, the old row stays and the edit is
// added as another.
struct Browser: Hashable {
    var name: String
    var path: String
}

struct BrowserList: View {
    @State private var browsers: [Browser] = []
    @State private var draft = Browser(name: "", path: "")
    @State private var editing = false

    var body: some View {
        List {
            ForEach(browsers, id: \.self) { browser in
                Button(browser.name) {
                    draft = browser
                    editing = true
                }
            }
        }
        .sheet(isPresented: $editing) {
            BrowserEditor(browser: $draft, browsers: $browsers)
        }
    }
}

struct BrowserEditor: View {
    @Binding var browser: Browser
    @Binding var browsers: [Browser]

    var body: some View {
        Form {
            TextField("Name", text: $browser.name)
            TextField("Path", text: $browser.path)
            Button("Save", action: save)
        }
    }

    func save() {
        browsers.removeAll { $0.name == browser.name }
        browsers.append(browser)
    }
}
