import SwiftUI

// A private view that only the file's previews make never ships: what its body filters on every
// tick is the canvas's business.
struct Sample {
    var latitude: Double
    var name: String
}

struct SampleRow: View {
    var sample: Sample

    var body: some View {
        Text(sample.name)
    }
}

private struct PreviewContainer: View {
    @State private var date = Date.now

    var samples: [Sample] {
        var result = [Sample?]()
        for i in stride(from: 0, to: 180, by: 15) {
            result.append(Sample(latitude: Double(i) - 90, name: "\(i) \(date)"))
        }
        return result.compactMap { $0 }
    }

    var body: some View {
        TimelineView(.periodic(from: .now, by: 1)) { context in
            VStack {
                ForEach(samples, id: \.latitude) { sample in
                    SampleRow(sample: sample)
                }
            }
            .task(id: context.date) { date = context.date }
        }
    }
}

struct Samples_Previews: PreviewProvider {
    static var previews: some View {
        PreviewContainer()
    }
}
