import SwiftUI

final class LogStore: ObservableObject {
    struct Log: Hashable {
        let stamp: Date
        let message: String
        var isExpanded = false

        // Equal and hashed by when and what was logged: expanding a row keeps its id.
        static func == (a: Log, b: Log) -> Bool { a.stamp == b.stamp && a.message == b.message }
        func hash(into hasher: inout Hasher) {
            hasher.combine(stamp)
            hasher.combine(message)
        }
    }

    @Published var messages: [Log] = []
}

struct LogView: View {
    @EnvironmentObject var store: LogStore

    var body: some View {
        List {
            ForEach($store.messages, id: \.self) { $log in
                Toggle(log.message, isOn: $log.isExpanded)
            }
        }
    }
}
