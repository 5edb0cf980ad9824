import SwiftUI

// Each objective row is keyed by its own text, which its field edits: every keystroke changes the
// row's id, so SwiftUI replaces the row and the field loses focus after each character; "Add"
// appends empty objectives, two rows with one id. An error, with no fix: strings have no id to key
// by (read on databayt's lesson plan form).
struct ObjectivesForm: View {
    @State private var objectives: [String] = []

    var body: some View {
        Form {
            ForEach($objectives, id: \.self) { $objective in
                TextField("Objective", text: $objective)
            }
            Button("Add") {
                objectives.append("")
            }
        }
    }
}
