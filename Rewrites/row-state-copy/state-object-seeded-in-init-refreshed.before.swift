import SwiftUI

// Two rows whose `@StateObject` stays current: one builds it from the track's id alone, which stays
// the row's while the rest changes; the other hands each new track to its object in `.onChange`.
struct Track: Identifiable, Equatable {
    let id: UUID
    var title: String
}

final class TrackDownload: ObservableObject {
    let trackID: UUID
    init(trackID: UUID) { self.trackID = trackID }
}

final class TrackModel: ObservableObject {
    @Published var track: Track
    init(track: Track) { self.track = track }
}

struct DownloadRow: View {
    let track: Track
    @StateObject private var download: TrackDownload

    init(track: Track) {
        self.track = track
        _download = StateObject(wrappedValue: TrackDownload(trackID: track.id))
    }

    var body: some View { Text(track.title) }
}

struct TrackRow: View {
    let track: Track
    @StateObject private var model: TrackModel

    init(track: Track) {
        self.track = track
        _model = StateObject(wrappedValue: TrackModel(track: track))
    }

    var body: some View {
        Text(model.track.title)
            .onChange(of: track) { _, newValue in model.track = newValue }
    }
}

struct TrackList: View {
    @State private var tracks: [Track] = []

    var body: some View {
        List {
            ForEach(tracks) { track in
                DownloadRow(track: track)
                TrackRow(track: track)
            }
            Button("Rename") {
                if !tracks.isEmpty { tracks[0].title = "Renamed" }
            }
        }
    }
}
