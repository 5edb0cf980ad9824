import SwiftUI

// Tag pills keyed by offset, made by a method of the view: its body is a stack of a text and a
// button whose tap removes the tag at once, so no pill keeps state that a removal could leave on
// the wrong tag, and nothing animates them. A pill drawn with the next tag shows it rightly: no
// hazard, and `String` has no stored id to migrate to. Silent (read on tenex's document editor,
// where a warning of row state was false: the method's body was not read).
struct TagEditor: View {
    @State private var tags: [String] = []
    @State private var input = ""

    var body: some View {
        VStack {
            HStack {
                ForEach(Array(tags.enumerated()), id: \.offset) { index, tag in
                    self.pill(tag: tag, index: index)
                }
            }
            TextField("Add a tag", text: $input)
            Button("Add") {
                if !tags.contains(input) { tags.append(input) }
                input = ""
            }
        }
    }

    private func pill(tag: String, index: Int) -> some View {
        HStack(spacing: 4) {
            Text(tag)
            Button { self.tags.remove(at: index) } label: {
                Image(systemName: "xmark")
            }
        }
        .padding(4)
    }
}

// The same pills, but the method's pill keeps a toggle of its own: the state stays with the slot,
// so removing a tag shows the next tag with the removed one's toggle. A warning.
struct StarredTagEditor: View {
    @State private var tags: [String] = []

    var body: some View {
        HStack {
            ForEach(Array(tags.enumerated()), id: \.offset) { index, tag in
                starredPill(tag: tag, index: index)
            }
            Button("Add") { tags.append("new") }
        }
    }

    private func starredPill(tag: String, index: Int) -> some View {
        HStack {
            StarToggle()
            Text(tag)
            Button("Remove") { tags.remove(at: index) }
        }
    }
}

struct StarToggle: View {
    @State private var isOn = false

    var body: some View {
        Button(isOn ? "★" : "☆") { isOn.toggle() }
    }
}
