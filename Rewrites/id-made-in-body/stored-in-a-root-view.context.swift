import SwiftUI

struct TranscriberApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
