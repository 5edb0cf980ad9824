import SwiftUI

struct Session: Identifiable {
    let id: Int
    var title: String
}

struct SessionEditor: View {
    let session: Session
    var body: some View { Text(session.title) }
}

struct TalksView: View {
    let sessions: [Session]

    var body: some View {
        List(sessions) { s in
            TalkRow(session: s)
        }
    }
}

// Each row has its own flag: only the tapped row presents.
struct TalkRow: View {
    var session: Session
    @State private var showEditor = false

    var body: some View {
        Button(session.title) { showEditor.toggle() }
            .sheet(isPresented: $showEditor) {
                SessionEditor(session: session)
            }
    }
}
