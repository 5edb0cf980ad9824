import Foundation

struct RunSample {
    var time: Date
    var metres: Double
}

struct TrailSegment: Identifiable {
    let id: Int
    var speed: Double
}

// In another file: `segments(from:)` sorts nothing itself; the range it colours by does.
enum TrailBuilder {
    static func segments(from samples: [RunSample]) -> [TrailSegment] {
        guard samples.count >= 2 else { return [] }
        let speeds = (1..<samples.count).map { k in
            (samples[k].metres - samples[k - 1].metres) / max(samples[k].time.timeIntervalSince(samples[k - 1].time), 1)
        }
        let (low, high) = Self.range(of: speeds)
        return speeds.enumerated().map { k, speed in
            TrailSegment(id: k, speed: (speed - low) / max(high - low, 0.001))
        }
    }

    static func range(of speeds: [Double]) -> (Double, Double) {
        let sorted = speeds.sorted()
        return (sorted[sorted.count / 20], sorted[sorted.count * 19 / 20])
    }
}
