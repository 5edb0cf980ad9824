import SwiftUI

// The rows are a range over the getter's count, and each row reads it again: the sort and the
// filter run for the range and once per row, and the sample text field runs the body on every
// keystroke. Read on a notes app's font preferences (`0 ..< self.fontlist.count`).
struct FontPreferences: View {
    let families: [String]
    @State private var chosen = 0
    @State private var sample = "Sample"

    private var fontlist: [String] {
        var list = families.sorted().filter { $0.contains("Bold") }
        list.insert("Default", at: 0)
        return list
    }

    var body: some View {
        Form {
            Picker("Title font", selection: $chosen) {
                ForEach(0 ..< self.fontlist.count, id: \.self) { index in
                    Text(self.fontlist[index])
                        .tag(index)
                }
            }
            TextField("Sample text", text: $sample)
        }
    }
}
