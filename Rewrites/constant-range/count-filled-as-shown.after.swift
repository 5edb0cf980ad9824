import SwiftUI

// The stations are filled as the view appears, after its first body: the range grows from 0..<0
// to 0..<N, which a `ForEach` that read its range once never shows.
struct StationNumbersView: View {
    @State private var stations: [String] = []

    var body: some View {
        VStack {
            ForEach(0..<stations.count, id: \.self) { i in
                Text("Row \(i + 1)")
            }
        }
        .task {
            stations = await Self.load()
        }
    }

    static func load() async -> [String] {
        ["Chill", "Jazz"]
    }
}
