import SwiftUI

// A private view that only a private preview host makes is preview code too, and so is its extension.
struct Sample {
    var latitude: Double
    var name: String
}

private struct SampleGrid: View {
    @State private var date = Date.now

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            rows
                .task(id: context.date) { date = context.date }
        }
    }
}

private extension SampleGrid {
    var samples: [Sample] {
        var result = [Sample?]()
        for i in stride(from: 0, to: 180, by: 15) {
            result.append(Sample(latitude: Double(i) - 90, name: "\(i) \(date)"))
        }
        return result.compactMap { $0 }
    }

    var rows: some View {
        VStack {
            ForEach(samples, id: \.latitude) { sample in
                Text(sample.name)
            }
        }
    }
}

private struct PreviewHost: View {
    var body: some View {
        NavigationStack { SampleGrid() }
    }
}

struct SampleGrid_Previews: PreviewProvider {
    static var previews: some View {
        PreviewHost()
    }
}
