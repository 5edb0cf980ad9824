import Foundation
import SwiftUI

// A `Table` over a getter that sorts every result and walks the excluded folders for each, in a
// view whose timer writes the elapsed time ten times a second while a search runs: the whole
// sort runs again on every tick, though only the elapsed time changed. Reading the filter text does not excuse it here.
struct FoundFile: Identifiable {
    let id: UUID
    var name: String
}

enum Disk {
    static func search() async -> [FoundFile] { [] }
}

struct FileSearchView: View {
    @State private var results: [FoundFile] = []
    @State private var filterText = ""
    @State private var excluded: [String] = []
    @State private var elapsed: TimeInterval = 0
    @State private var sortOrder = [KeyPathComparator(\FoundFile.name)]

    var sortedResults: [FoundFile] {
        let sorted = results.sorted(using: sortOrder).filter { file in !excluded.contains(where: { file.name.hasPrefix($0) }) }
        return filterText.isEmpty ? sorted : sorted.filter { $0.name.contains(filterText) }
    }

    var body: some View {
        VStack {
            Text("Elapsed: \(elapsed)")
            TextField("Filter", text: $filterText)
            Table(sortedResults, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
            }
        }
        .onAppear { startClock() }
        .task { results = await Disk.search() }
    }

    func startClock() {
        let began = Date()
        _ = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            Task { @MainActor in elapsed = Date().timeIntervalSince(began) }
        }
    }
}
