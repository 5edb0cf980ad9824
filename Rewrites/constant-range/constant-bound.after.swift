import SwiftUI

// A bound that never changes is the constant data this `ForEach` form is for.
struct Badge: View {
    static let rotationCount = 8
    let rows: Int

    var body: some View {
        ZStack {
            ForEach(0..<Badge.rotationCount) { i in
                Text("\(i * 360 / Badge.rotationCount)°")
            }
        }
        // Handed in: listfix cannot see a caller change it, so it is a migration (a note): `id: \.self`
        // is the right key whether or not it ever changes.
        VStack {
            ForEach(0..<rows, id: \.self) { i in
                Text("Row \(i)")
            }
        }
    }
}
