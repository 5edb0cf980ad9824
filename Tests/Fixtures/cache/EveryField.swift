// The warm cache's record of a file's declarations must keep every field the first pass finds:
// this file gives each field of FileDeclarations, TypeDecl and PropertyDecl a value that is not
// its default (CacheCodingTests.testEveryFieldOfARealFileRoundTrips).
import SwiftData
import SwiftUI

@Model
final class Server: Identifiable {
    var serverUniqueId: String = ""
    var name: String = ""
    var category: String = ""
    static let shared = Server()
    private var secret = 0
    let id = UUID()
    var slots = Array(repeating: 0, count: 4)
    var tags = [Tag.none, Tag.none, Tag.none]

    init() {}

    func rename() {}
    mutating func never() {}

    enum Tag { case none }
}

struct Label: Identifiable {
    var first: String
    var last: String
    var id: String { first + last }
}

protocol Named { var name: String { get } }

actor Counter { var count = 0 }

extension Counter {
    func bump() { count = 1 }
}

actor Queue { var jobs: [String] = [] }

extension Queue {
    func drop() { jobs.removeFirst() }
    func ordered() -> [String] { jobs.sorted() }
}

@Observable
final class ServerModel {
    var servers: [Server] = []
    var grouped: [String: [Server]] = [:]

    func load(_ server: Server) {
        servers.append(server)
        servers.remove(at: 0)
        selection = ""
        grouped = Dictionary(grouping: servers, by: \.category)
        self.selection = server.name
    }

    func deleteServers(at offsets: IndexSet) {
        servers.remove(atOffsets: offsets)
    }

    var selection = ""

    var groups: [ServerGroup] {
        Dictionary(grouping: servers, by: \.category).map { ServerGroup(category: $0.key, servers: $0.value) }
    }
}

struct ServerGroup {
    var category: String
    var servers: [Server]
}

struct ServerList: View {
    @State private var model = ServerModel()
    @State private var showsSheet = false
    // Written only in `.onHover`: `followsPointer`.
    @State private var isHovering = false

    var body: some View {
        List {
            ForEach(model.servers, id: \.serverUniqueId) { server in
                Text(server.name)
            }
            ForEach(model.servers.indices, id: \.self) { i in
                Text(model.servers[i].name)
            }
            // A project view among the list's rows: `lazyPlacements`.
            ServerFooter()
        }
        .onHover { isHovering = $0 }
        .sheet(isPresented: $showsSheet) {
            ServerPicker(selection: $model.selection)
            if #available(iOS 16, *) {
                NavigationStack { Text("Hi") }
                    .scrollContentBackground(.hidden)
            }
        }
    }
}

// Its `init` builds the `@StateObject` from `server`: `seedsStateObject`.
struct ServerRow: View {
    let server: Server
    @StateObject private var status: ServerStatus

    init(server: Server) {
        self.server = server
        _status = StateObject(wrappedValue: ServerStatus(server: server))
    }

    var body: some View { Text(server.name) }
}

// Its `init` copies a member of `server` into a `@State` (`seedsStateMember`), and the whole of
// `draft` into another (`seedsState`).
struct ServerNameField: View {
    let server: Server
    let draft: Server
    @State private var name: String
    @State private var edited: Server

    init(server: Server, draft: Server) {
        self.server = server
        self.draft = draft
        _name = State(initialValue: server.name)
        _edited = .init(initialValue: draft)
    }

    var body: some View { TextField("Name", text: $name) }
}

// It copies `note` into a `@State` where it appears: `seedsStateOnAppear`.
struct ServerNote: View {
    let note: String
    @State private var text = ""

    var body: some View {
        TextField("Note", text: $text)
            .onAppear {
                text = note
            }
    }
}

// A binding its view types into: `bindsTypedText`.
struct SearchBar: View {
    @Binding var text: String

    var body: some View { TextField("Search", text: $text) }
}

// Given an event's shared identifier as its id: `eventIdentifiedTypes`.
struct ServerEvent: Identifiable {
    let id: String
    init(event: EKEvent) { id = event.calendarItemIdentifier }
}

// Clears every AppKit table view's background: `clearsTableViews`.
extension NSTableView {
    open override func viewDidMoveToWindow() {
        backgroundColor = .clear
    }
}

// A type declared in a function's body is local (`TypeDecl.isLocal`); an alias has kind `alias`.
typealias ServerList = [Server]

func sortsLocally() -> Bool {
    struct Pair { var a: Int }
    return [Pair(a: 2), Pair(a: 1)].sorted { $0.a < $1.a }.first?.a == 1
}

// A window's root view: `sceneRoots`.
struct ServerApp: App {
    var body: some Scene {
        WindowGroup {
            ServerList()
        }
    }
}

// A row view that presents from a flag it is handed: `rowViewPresentations`.
struct ServerRow: View {
    let server: Server
    @Binding var showsDetails: Bool

    var body: some View {
        Text(server.name)
            .sheet(isPresented: $showsDetails) { Text(server.name) }
    }
}
