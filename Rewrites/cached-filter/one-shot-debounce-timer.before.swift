import Foundation
import SwiftUI

// A one-shot timer debounces the search: it fires once per pause, not on every tick, and the
// getter reads the typed text once: each change must filter again, so nothing is said.
struct Chat: Identifiable {
    let id: UUID
    var title: String
}

struct ChatList: View {
    @State private var chats: [Chat] = []
    @State private var searchText = ""
    @State private var debouncedText = ""
    @State private var debounce: Timer?

    var filteredChats: [Chat] {
        chats.filter { debouncedText.isEmpty || $0.title.contains(debouncedText) || $0.title.contains(searchText) }
    }

    var body: some View {
        List {
            TextField("Search", text: $searchText)
            ForEach(filteredChats) { chat in
                Text(chat.title)
            }
        }
        .onChange(of: searchText) { _, text in
            debounce?.invalidate()
            debounce = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in
                Task { @MainActor in debouncedText = text }
            }
        }
        .task { chats = await Store.chats() }
    }
}

enum Store {
    static func chats() async -> [Chat] { [] }
}
