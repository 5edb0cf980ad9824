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

    private var kept: [SetEntry] = []

    func makeEntries(from rounds: [Round]) -> [SetEntry] {
        var entries = [SetEntry]()
        for entry in kept where rounds.contains(where: { $0.reps.contains(entry.reps) }) {
            entries.append(entry)
        }
        return entries
    }
}

struct SetEntryRow: View {
    @Bindable var entry: SetEntry

    var body: some View {
        HStack {
            TextField("Reps", text: $entry.reps)
            TextField("Weight", text: $entry.weight)
        }
    }
}

// The model's method collects entries it keeps, whose ids were made once: the rows keep them.
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
