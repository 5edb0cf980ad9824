import SwiftUI

// Two methods named `row`: the one the rows call always makes one view, the other has an `if`.
// Which one a call picks is not read, so nothing is said.
struct Tag: Identifiable {
    let id: UUID
    var color: Color?
}

struct Place: Identifiable {
    let id: UUID
    var name: String
}

struct Places: View {
    @State private var places: [Place] = []

    var body: some View {
        List {
            ForEach(places) { place in
                row(place)
            }
            .onDelete { places.remove(atOffsets: $0) }
        }
    }

    @ViewBuilder
    private func row(_ tag: Tag) -> some View {
        if let color = tag.color {
            Text("●").foregroundColor(color)
        }
    }

    private func row(_ place: Place) -> some View {
        Text(place.name)
    }
}
