import SwiftUI

struct Line: Identifiable {
    let id: UUID
    var character: String
    var text: String
}

struct Scene {
    var title: String
    var lines: [Line]
}

// A preview of the first four lines: `prefix(4)` gives some of the scene's own lines, whose type
// and stored ids are the lines', so keying the rows by them is a migration (a note; read on
// Directors-Chair's scene previews).
struct ScenePreview: View {
    let scene: Scene

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(Array(scene.lines.prefix(4).enumerated()), id: \.offset) { _, line in
                Text("\(line.character): \(line.text)")
            }
        }
    }
}
