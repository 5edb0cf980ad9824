import Foundation

struct PulseReading {
    var second: Int
    var beats: Double
}

struct PulsePoint: Identifiable {
    var id: Int { second }
    let second: Int
    let beats: Double
}

// In another file: the median of each window is found by sorting it.
enum PulseSmoother {
    static func points(from readings: [PulseReading]) -> [PulsePoint] {
        readings.indices.map { k in
            let window = readings[max(0, k - 4)...k].map(\.beats).sorted()
            return PulsePoint(second: readings[k].second, beats: window[window.count / 2])
        }
    }
}
