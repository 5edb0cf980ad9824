import SwiftUI

// The model made here drives a counter, not the rows: what this rule looks for is lists that start
// over. Silent.
final class CounterModel: ObservableObject {
    @Published var taps = 0
}

struct TapsView: View {
    @ObservedObject var counter = CounterModel()
    let names: [String]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
            Button("Tapped \(counter.taps) times") { counter.taps += 1 }
        }
    }
}
