import SwiftUI

// A range bound handed in by the caller: listfix cannot see it change, and SwiftUI reads a range
// given without `id:` once. `id: \.self` is right whether or not it changes: a note.
struct Grid: View {
    let rows: Int

    var body: some View {
        VStack {
            ForEach(0..<rows) { i in
                Text("Row \(i)")
            }
        }
    }
}
