import SwiftUI

struct Cue {
    var title = ""
    var tags: [String] = []
}

struct Take {
    var number = 1
    var tags: [String] = []

    mutating func addTag(_ tag: String) {
        if !tags.contains(tag) { tags.append(tag) }
    }
}

// A cue's tags are typed as comma-separated text and split into pieces: keyed by `\.self`, a tag
// typed twice is two rows with one id (a warning). A take's tags share the member's name but are
// added one at a time without repeats: the split writes `Cue.tags`, whose type the write's
// receiver declares, not `Take.tags` (silent; read on Directors-Chair, whose take, location and
// dialogue tags were reported for an action's split).
struct CueEditor: View {
    @State private var cue = Cue()

    private var tagsText: Binding<String> {
        Binding(
            get: { cue.tags.joined(separator: ", ") },
            set: { text in
                cue.tags = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        )
    }

    var body: some View {
        Form {
            TextField("Tags", text: tagsText)
            ForEach(cue.tags, id: \.self) { tag in
                Text(tag)
            }
        }
    }
}

struct TakeTags: View {
    @State private var take = Take()

    var body: some View {
        VStack {
            ForEach(take.tags, id: \.self) { tag in
                Text(tag)
            }
            Button("Add") { take.addTag("good") }
        }
    }
}
