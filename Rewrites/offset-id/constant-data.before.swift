import SwiftUI

// Rows that never insert, remove or move: position is the right key, and for letters that
// repeat ("T", "S") the only one.
struct WeekHeader: View {
    static let symbols = ["M", "T", "W", "T", "F", "S", "S"]
    private let accents = ["red", "orange", "yellow", "green", "blue", "indigo", "purple"]

    var body: some View {
        HStack {
            ForEach(Array(Self.symbols.enumerated()), id: \.offset) { index, symbol in
                Text(index >= 5 ? symbol.lowercased() : symbol)
            }
        }
        VStack {
            ForEach(Array(accents.enumerated()), id: \.offset) { index, accent in
                Text("\(index): \(accent)")
            }
        }
    }
}
