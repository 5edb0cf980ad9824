import SwiftUI

@Observable
final class SetEntry: Identifiable {
    var id = UUID()
    var reps: String
    var weight: String

    init(reps: String, weight: String) {
        self.reps = reps
        self.weight = weight
    }
}

struct Round {
    var reps: [String]
}

@Observable
final class CollapsedSuperset {
    var rounds: [Round] = []

    var entries: [SetEntry] {
        makeEntries(from: rounds)
    }

    func makeEntries(from rounds: [Round]) -> [SetEntry] {
        var entries = [SetEntry]()
        guard let first = rounds.first else { return entries }
        for reps in first.reps {
            entries.append(SetEntry(reps: reps, weight: ""))
        }
        return entries
    }
}

struct SetEntryRow: View {
    @Bindable var entry: SetEntry
    @State private var showsDetail = false

    var body: some View {
        HStack {
            TextField("Reps", text: $entry.reps)
            TextField("Weight", text: $entry.weight)
        }
    }
}

// The rows come from a getter of the model that calls its own method, which makes new entries with
// new `UUID()` ids on every call: each evaluation of the view replaces every row and its text fields
// (read on a held-out workout planner, whose comment calls this line the slow one).
struct SupersetView: View {
    @State var superset: CollapsedSuperset

    var body: some View {
        VStack {
            ForEach(superset.entries) { entry in
                SetEntryRow(entry: entry)
            }
        }
    }
}
