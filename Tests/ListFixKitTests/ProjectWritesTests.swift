import XCTest
import SwiftTokens
@testable import ListFixKit

final class ProjectWritesTests: XCTestCase {
    func assigned(_ source: String) -> Declarations {
        Declarations(files: [DeclarationScanner.scan(SourceFile(text: source))])
    }

    /// An element given `nil` through one subscript clears an entry (a removal in an ordered
    /// dictionary, an optional cleared in an array: the declared type decides); through two, it
    /// changes the outer element in place. A type's own element replaced by a value made anew
    /// (`messages[i] = Message(…)`, no `id:`) is kept as `messages[]` beside the members that make
    /// values; one handed the old `id`, or a local's, is not.
    func testElementWritesThatClearOrRemake() {
        let d = assigned("""
        final class Assistant {
            var messages: [Message] = []
            var notes: [Note] = []
            var previews: OrderedDictionary<URL, String> = [:]
            var grid: [[Int?]] = []
            func receive(_ token: String, at index: Int) {
                let current = self.messages[index].content
                self.messages[index] = Message(role: "assistant", content: current + token)
                notes[index] = Note(id: notes[index].id, text: token)
                previews[url] = nil
                grid[0][0] = nil
                var drafts: [Message] = []
                drafts[0] = Message(role: "user", content: token)
            }
        }
        """)
        XCTAssertEqual(d.changes(of: "messages"), .elementWritten)
        XCTAssertEqual(d.changes(of: "notes"), .elementWritten)
        XCTAssertEqual(d.changes(of: "previews"), [.elementWritten, .entryCleared])
        XCTAssertEqual(d.changes(of: "grid"), .elementWritten)
        XCTAssertEqual(d.madeValues(named: "messages[]"), ["Assistant": "Message"])
        XCTAssertEqual(d.madeValues(named: "notes[]"), [:])
        XCTAssertEqual(d.madeValues(named: "drafts[]"), [:])
    }

    /// A binding to a member (`$benchmark.comment`) changes its holders in place and gives the member
    /// new values; a row's binding parameter (`{ $benchmark in`) writes nothing; a view's `@State` it
    /// writes (bare or through `self.`) is kept with the view too, and another type's member of that
    /// name is not.
    func testMemberBindingsParametersAndAViewsOwnState() {
        let d = assigned("""
        struct Sheet: View {
            @State private var draft = Draft()
            @State private var items: [Item] = []
            @State private var note = ""
            var body: some View {
                TextField("", text: $draft.title)
                ForEach($items) { $item in Row(item: $item) }
                Button("Clear") { draft = Draft() }
            }
            func reset() { self.note = "" }
        }
        final class Model {
            var workout: Workout?
            func pick(_ w: Workout) { self.workout = w }
        }
        """)
        XCTAssertEqual(d.changes(of: "draft"), [.assignedWhole, .elementWritten])
        XCTAssertEqual(d.changes(of: "title"), [.assignedWhole, .elementWritten, .bound, .typed])
        XCTAssertEqual(d.changes(of: "item"), [.handed])
        XCTAssertEqual(d.ownChanges(of: "draft", in: "Sheet"), [.assignedWhole])
        XCTAssertEqual(d.ownChanges(of: "note", in: "Sheet"), [.assignedWhole], "a view's write through `self.` is its own too")
        XCTAssertEqual(d.ownChanges(of: "workout", in: "Model"), [])
        XCTAssertEqual(d.changes(of: "workout"), [.assignedWhole])
    }

    /// An `id` that hands on one stored `let` is a unique key only when that `let` is an identifier.
    func testIdentifierNamesAndTypes() {
        for (name, type) in [("uuid", "String"), ("recordID", "String"), ("record_id", "Int"), ("serverId", "Int"), ("id", "Int"),
                             ("identifier", "String"), ("key", "UUID"), ("object", "NSManagedObjectID")] {
            XCTAssertTrue(TypeResolver.isIdentifier(name, type: type), name)
        }
        for (name, type) in [("url", "String"), ("name", "String"), ("paid", "Bool"), ("grid", "String"), ("android", "String")] {
            XCTAssertFalse(TypeResolver.isIdentifier(name, type: type), name)
        }
    }

    func testWritesOutsideInitializersCount() {
        let d = assigned("""
        struct Model {
            var a: String
            var b = 0
            var c = ""
            var o = false
            init(a: String) { self.a = a; b = 1 }
            mutating func edit() {
                c = "x"
                self.d += 1
                items[0].e = 2
                f?.g = nil
                TextField("", text: $h.i.j)
                change(&k.l)
                m.n.append(1)
                o.toggle()
                if p == q, r != s, t >= u { }
                let v = 1
                var w: Int = 2
                var local = 0
                local = 3
                for _ in 0..<3 { local += 1 }
            }
            func call(x: Int = 3) {}
        }
        """)
        for name in ["c", "d", "e", "g", "h", "i", "j", "l", "n", "o"] {
            XCTAssertTrue(d.changes(of: name).writes, name)
        }
        for name in ["a", "b", "p", "q", "r", "s", "t", "u", "v", "w", "Int", "x", "m", "k", "f", "local"] {
            XCTAssertFalse(d.changes(of: name).writes, name)
        }
    }

    /// Initializers as the scan meets them: failable, throwing, generic, with a `where` clause
    /// (naming `Any`), an init accessor, a local type's inside another's, statement blocks in their
    /// bodies; a requirement without a body and a call of `.init(…)` with a trailing closure are no
    /// initializers, a closure made in one runs later (a timer's, a stored one), and a write after
    /// a body counts.
    func testWritesInEveryShapeOfInitializerAreFirstValues() {
        let source = """
        protocol Made {
            init(seed: Int)
            var label: String { get }
        }
        final class Store<T> {
            var a = 0
            var b = 0
            var c = 0
            var d = 0
            var e = 0
            var f = 0
            var g = 0
            var h = [0]
            var i = 0
            var j = 0
            var k = 0
            var l = 0
            var p = 0
            var o: Int {
                init { p = newValue }
                get { p }
            }
            init?(value: Int) { a = value }
            convenience init(text: String) throws { self.init(value: 1)!; b = 2 }
            init(items: [T]) where T: Equatable {
                c = 3
                let build = { self.d = 4 }
                struct Local { var x = 0; init() { x = 1 } }
                h.append(5)
            }
            init<S: Sequence>(sequence: S) where S.Element == T { i = 1 }
            init(any: Bool) where T == Any { j = 1 }
            init(ticking: Bool) {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self.k += 1 }
                if ticking, let first = [1].first { l = first } else { l = 2 }
                for _ in 0..<2 { l += 1 }
                defer { l = 3 }
            }
            func reset() {
                e = 0
                let view = Wrapper.init(tag: 1) { self.f = 6 }
            }
            init(last: Int) async { g = last }
            func after() { g += 1 }
        }
        """
        let d = assigned(source)
        for name in ["a", "b", "c", "x", "h", "i", "j", "l", "p"] {
            XCTAssertFalse(d.changes(of: name).writes, name)
        }
        for name in ["d", "e", "f", "g", "k"] {
            XCTAssertTrue(d.changes(of: name).writes, name)
        }
        // The first pass visits only the tokens the lexer lists: `init` must be one of them.
        let engine = Engine(rules: RuleCatalog.all)
        let (file, watched) = engine.lexForDeclarations(Array(source.utf8))
        XCTAssertEqual(engine.scanDeclarations(file, watched: watched).writes, DeclarationScanner.scan(file).writes)
    }

    /// `x[a][b] = v` changes the element `x[a]` where it stands: `x` is written in place, never
    /// moved. Only a range of `x` itself (`x[a..<b] = …`) shifts the elements after it.
    func testAWriteThroughTwoSubscriptsMovesNoElement() {
        let d = assigned("""
        struct Model {
            var pages: [[String]] = []
            var rows: [[Int]] = []
            var slices: [Int] = []
            mutating func edit() {
                pages[0][1] = "word"
                rows[0][1..<2] = [3]
                slices[0..<2] = [1]
            }
        }
        """)
        XCTAssertFalse(d.changes(of: "pages").shifts)
        XCTAssertFalse(d.changes(of: "rows").shifts)
        XCTAssertTrue(d.changes(of: "slices").shifts)
    }

    /// Each write is recorded with what it does: the kinds the rules tell apart (appended only,
    /// replaced as a whole, shifted) come from one table of methods.
    func testEachWriteIsRecordedWithItsChange() {
        let d = assigned("""
        final class Store {
            var queue: [Int] = []
            var log: [String] = []
            var flags: [String: Bool] = [:]
            var tags: Set<String> = []
            var order: [Int] = []
            var cells: [Int] = []
            var names: [String] = []
            func edit(other: Store) {
                other.queue.append(1)
                other.log.popLast()
                other.flags.updateValue(true, forKey: "a")
                other.tags.formUnion(["b"])
                other.order.swapAt(0, 1)
                other.cells[2] = 3
                other.names.removeAll()
                other.names.reserveCapacity(9)
            }
        }
        """)
        XCTAssertEqual(d.changes(of: "queue"), .appended)
        XCTAssertEqual(d.changes(of: "log"), .removed)
        XCTAssertEqual(d.changes(of: "flags"), .elementWritten, "a key's value written: an ordered dictionary appends a new key")
        XCTAssertEqual(d.changes(of: "tags"), .inserted)
        XCTAssertEqual(d.changes(of: "order"), .moved)
        XCTAssertEqual(d.changes(of: "cells"), .elementWritten)
        XCTAssertEqual(d.changes(of: "names"), .assignedWhole)
        XCTAssertFalse(d.changes(of: "names").shifts)
        XCTAssertTrue(d.changes(of: "order").shifts && d.changes(of: "log").shifts)
        XCTAssertFalse(d.changes(of: "queue").rewrites)
    }

    /// A bare write in a type's own method (`items.remove(at:)`) changes that type's property, not
    /// another type's property of the same name.
    func testABareWriteBelongsToItsType() {
        let d = assigned("""
        struct A { var items: [Int] = []; mutating func drop() { items.remove(at: 0) } }
        struct B { var items: [Int] = []; mutating func load() { items = [1] } }
        """)
        XCTAssertTrue(d.changes(of: "items", in: "A").shifts)
        XCTAssertFalse(d.changes(of: "items", in: "B").shifts)
        XCTAssertTrue(d.changes(of: "items", in: "B").rewrites)
    }

    /// A list of bindings writes elements only through rows that use them, and moves elements only
    /// with `editActions:`.
    func testBoundRowsWriteElementsOrNothing() {
        let d = assigned("""
        struct V: View {
            @State var read: [Item] = []
            @State var toggled: [Item] = []
            @State var edited: [Item] = []
            var body: some View {
                List($read, id: \\.id) { $item in Text(item.name) }
                List($toggled, id: \\.id) { $item in Toggle(item.name, isOn: $item.on) }
                List($edited, editActions: .all) { $item in Text(item.name) }
            }
        }
        """)
        XCTAssertEqual(d.changes(of: "read"), [])
        XCTAssertEqual(d.changes(of: "toggled"), .elementWritten)
        XCTAssertTrue(d.changes(of: "edited").shifts)
    }

    /// A presentation writes its binding only to dismiss (`nil`, `false`): given directly, cleared;
    /// through a wrapper, a value as a whole; neither is a control that inserts or moves elements.
    func testAPresentationsBindingIsClearedOrGivenAWholeValue() {
        let d = assigned("""
        struct Screen: View {
            @State var chosen: Item?
            @State var showInfo = false
            @State var pages: [Page]?
            @State var tags: [String] = []
            var body: some View {
                Text("")
                    .sheet(item: $chosen) { Text($0.name) }
                    .alert("Info", isPresented: $showInfo) { Button("OK") {} }
                    .sheet(isPresented: Binding(optionalValue: $pages)) { Text("") }
                    .other(isPresented: $tags)
            }
        }
        """)
        XCTAssertEqual(d.changes(of: "chosen"), .cleared)
        XCTAssertEqual(d.changes(of: "showInfo"), .cleared)
        XCTAssertEqual(d.changes(of: "pages"), .assignedWhole)
        XCTAssertTrue(d.changes(of: "tags").shifts, "a modifier that is no presentation may move elements")
    }
}
