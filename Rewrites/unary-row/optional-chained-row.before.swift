import SwiftUI

// The `if` body is an optional chain, itself one view or none: moving the condition into the data
// would leave the row's count varying, so there is no fix, and nothing shows the keys change.
// Silent.
struct PayloadRow: View {
    var key: String
    var value: String

    var body: some View {
        Text("\(key): \(value)")
    }
}

struct PayloadView: View {
    var payload: [String: String]?
    var keys: [String]
    var hiddenKeys: Set<String>

    var body: some View {
        List {
            ForEach(keys, id: \.self) { key in
                if !hiddenKeys.contains(key) {
                    payload?[key].map {
                        PayloadRow(key: key, value: $0)
                    }
                }
            }
        }
    }
}
