import SwiftUI

struct Session: Identifiable {
    let id: Int
    var title: String
}

struct SessionEditor: View {
    let session: Session
    var body: some View { Text(session.title) }
}

struct SessionsView: View {
    let sessions: [Session]
    @State private var showEditor = false

    var body: some View {
        VStack {
            ForEach(sessions) { s in
                SessionRow(session: s, showEditor: $showEditor)
            }
        }
    }
}

struct SessionRow: View {
    var session: Session
    @Binding var showEditor: Bool

    var body: some View {
        Button(session.title) { showEditor.toggle() }
            // One flag for every row: the cover shown may be another row's session.
            .fullScreenCover(isPresented: $showEditor) {
                SessionEditor(session: session)
            }
    }
}
