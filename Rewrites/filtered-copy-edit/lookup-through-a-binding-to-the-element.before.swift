import SwiftUI

// The editor is handed a binding to the element itself (`ForEach($browsers) { $browser in … }`): its
// edits are the element's, so a lookup by its name finds it.
struct Browser: Identifiable {
    let id = UUID()
    var name: String
}

struct BrowserSettings: View {
    @State private var browsers: [Browser] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach($browsers) { $browser in
                    NavigationLink {
                        BrowserDetail(browser: $browser, browsers: $browsers)
                    } label: {
                        Text(browser.name)
                    }
                }
            }
        }
    }
}

struct BrowserDetail: View {
    @Binding var browser: Browser
    @Binding var browsers: [Browser]

    var body: some View {
        Form {
            TextField("Name", text: $browser.name)
            Button("Delete", role: .destructive) {
                browsers.removeAll { $0.name == browser.name }
            }
        }
    }
}
