import SwiftUI

// The row is a method of the view whose body is an `if` without `else`: the count varies as if the
// `if` were written in the row. No fix: the condition is the method's, in its parameter's terms.
struct Place: Identifiable {
    let id: UUID
    var tag: String?
    var name: String
}

struct Places: View {
    @State private var places: [Place] = []
    @State private var selection: String?

    var body: some View {
        List(selection: $selection) {
            placeRows
        }
    }

    private var placeRows: some View {
        ForEach(places) { place in
            row(for: place)
        }
        .onDelete { places.remove(atOffsets: $0) }
    }

    @ViewBuilder
    private func row(for place: Place) -> some View {
        if let tag = place.tag {
            Text(place.name)
                .tag(tag)
        }
    }
}
