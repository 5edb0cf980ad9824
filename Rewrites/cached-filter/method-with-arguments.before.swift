import SwiftUI

// The rows come from a method called with a different page for each section: one cached result
// would not fit every call, so nothing is said.
struct Amount: Identifiable {
    let id: Int
    var value: Int
}

enum Wallet {
    static func presets() async -> [Amount] { [] }
}

struct AmountPicker: View {
    @State private var amounts: [Amount] = []
    @State private var custom = ""

    func page(_ n: Int) -> [Amount] {
        amounts.filter { $0.id / 4 == n }
    }

    var body: some View {
        VStack {
            ForEach(0..<2, id: \.self) { n in
                HStack {
                    ForEach(page(n)) { amount in
                        Text("\(amount.value)")
                    }
                }
            }
            TextField("Custom", text: $custom)
        }
        .task { amounts = await Wallet.presets() }
    }
}
