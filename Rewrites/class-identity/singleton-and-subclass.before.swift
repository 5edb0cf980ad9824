import SwiftUI

// A singleton lives as long as the app, so its object identity never repeats.
final class Session: Identifiable, ObservableObject {
    static let shared = Session()
    @Published var user = ""
}

// The hierarchy is reported once, at its root.
class Shape: Identifiable {
    var sides = 0
}

final class Square: Shape {
    var length = 1.0
}

struct ShapesView: View {
    var shapes: [Shape]
    var sessions: [Session]

    var body: some View {
        List(shapes) { shape in
            Text("\(shape.sides)")
        }
        List(sessions) { session in
            Text(session.user)
        }
    }
}
