import SwiftUI

// Beside a header, but with `Spacer()`s around it: the text takes the space where the list would
// be, as the system's view does.
struct Notes: View {
    var notes: [String]

    var body: some View {
        VStack {
            Text("Notes").font(.largeTitle)
            if notes.isEmpty {
                ContentUnavailableView { Text("No notes yet") }
            } else {
                List(notes, id: \.self) { note in
                    Text(note)
                }
            }
        }
    }
}
