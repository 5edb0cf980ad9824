import SwiftUI

struct Slot: Identifiable {
    let id = UUID()
    var label: String

    static let empty = Slot(label: "")
}

final class ScheduleModel: ObservableObject {
    @Published var slots = Array(repeating: Slot.empty, count: 4)

    init(labels: [String]) {
        slots = labels.map { Slot(label: $0) }
    }
}

struct ScheduleView: View {
    @ObservedObject var model: ScheduleModel
    var loaded: [Slot]

    var body: some View {
        var rows = Array(repeating: Slot.empty, count: 4)
        rows = loaded
        return VStack {
            ForEach(model.slots) { slot in
                Text(slot.label)
            }
            ForEach(rows) { slot in
                Text(slot.label)
            }
        }
    }
}
