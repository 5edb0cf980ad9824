import SwiftUI

// The search field is the parent's; the list view is handed its text as a `@Binding` and reads it
// (to debounce it), so its body runs on every keystroke in the parent's field. Each run filters
// every chat again, and looks each one up in the muted list, by a debounced text that has not
// changed yet (macai's chat list): a warning.
// The rows come from a computed property, so there is no automatic fix.
struct Chat: Identifiable {
    let id: UUID
    var name: String
}

struct ChatsWindow: View {
    @State private var searchText = ""
    let chats: [Chat]

    var body: some View {
        NavigationStack {
            ChatList(chats: chats, mutedIDs: [], searchText: $searchText)
        }
        .searchable(text: $searchText)
    }
}

struct ChatList: View {
    let chats: [Chat]
    let mutedIDs: [UUID]
    @Binding var searchText: String
    @State private var debouncedSearchText = ""

    private var filteredChats: [Chat] {
        chats.filter { chat in
            !mutedIDs.contains(where: { $0 == chat.id })
                && (debouncedSearchText.isEmpty || chat.name.localizedCaseInsensitiveContains(debouncedSearchText))
        }
    }

    var body: some View {
        List {
            ForEach(filteredChats) { chat in
                Text(chat.name)
            }
        }
        .onChange(of: searchText) { _, text in
            Task {
                try? await Task.sleep(for: .milliseconds(300))
                if text == searchText { debouncedSearchText = text }
            }
        }
    }
}
