import Foundation
import SwiftUI

// The getter asks the file system whether each recording still exists, read twice by a body whose
// search field runs it on every keystroke: a file-system call per recording per read. A warning,
// with no automatic fix (a computed property: other code may read it too).
struct RecordingsView: View {
    let recordings: [URL]
    @State private var searchText = ""

    private var present: [URL] {
        recordings.filter { url in FileManager.default.fileExists(atPath: url.path) }
    }

    var body: some View {
        List {
            Text("\(present.count) recordings")
            ForEach(present, id: \.self) { url in
                Text(url.lastPathComponent)
            }
        }
        .searchable(text: $searchText)
    }
}
