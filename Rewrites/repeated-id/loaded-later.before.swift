import SwiftUI

struct Slot: Identifiable {
    let id = UUID()
    var label: String

    static let empty = Slot(label: "")
}

struct ScheduleView: View {
    @State private var slots = Array(repeating: Slot.empty, count: 4)

    var body: some View {
        List(slots) { slot in
            Text(slot.label)
        }
        .task {
            slots = [Slot(label: "Morning"), Slot(label: "Evening")]
        }
    }
}
