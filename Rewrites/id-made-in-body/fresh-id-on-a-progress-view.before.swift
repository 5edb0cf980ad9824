import SwiftUI

// A new identity for a `ProgressView` beside the rows, a known workaround to make it animate again:
// no rows are in it. Silent.
struct Download: Identifiable {
    let id: UUID
    var name: String
}

struct DownloadsView: View {
    var downloads: [Download]
    var isLoading: Bool

    var body: some View {
        List {
            ForEach(downloads) { download in
                Text(download.name)
            }
            if isLoading {
                ProgressView()
                    .id(UUID())
            }
        }
    }
}
