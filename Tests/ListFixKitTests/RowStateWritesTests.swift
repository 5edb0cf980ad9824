import XCTest
import SwiftTokens
@testable import ListFixKit

/// Where a view writes its state and data decides whether rows keyed by position can show the
/// wrong row: state that follows the pointer, and data filled from empty as the view appears.
final class RowStateWritesTests: XCTestCase {
    /// How `FileWrites` sees `items` written in a view whose other members are `members`.
    func kind(_ members: String, initial: String = "[]") -> Changes {
        let source = """
        struct V: View {
            @State private var items: [Int] = \(initial)
            var body: some View {
                List(items, id: \\.self) { Text("\\($0)") }
        \(members)
            }
        }
        """
        let file = SourceFile(text: source)
        let context = RuleContext(file: file, declarations: Declarations(files: [DeclarationScanner.scan(file)]), target: Target())
        return FileWrites(context).changes("items")
    }

    func testFilledFromEmptyAsTheViewAppears() {
        XCTAssertEqual(kind(".task { items = await load() }"), .filledOnAppear)
        XCTAssertEqual(kind(".task(priority: .low) { self.items = await load() }"), .filledOnAppear)
        XCTAssertEqual(kind(".onAppear { items = load() }"), .filledOnAppear)
        XCTAssertEqual(kind(".onAppear(perform: { items = load() })"), .filledOnAppear)
        XCTAssertEqual(kind(".onAppear { Task { do { items = try await load() } catch {} } }"), .filledOnAppear)
        XCTAssertEqual(kind(".onAppear { DispatchQueue.main.async { withAnimation { items = load() } } }"), .filledOnAppear)
        XCTAssertEqual(kind(".task { items = await load() }", initial: "[Int]()"), .filledOnAppear)
    }

    func testReplacedWhileShown() {
        // A `.task` with an id reruns whenever the id changes, with the rows on screen.
        XCTAssertEqual(kind(".task(id: query) { items = await load() }"), .assignedWhole)
        // A sink or completion handler can run any number of times.
        XCTAssertEqual(kind(".onAppear { publisher.sink { items = $0 } }"), .assignedWhole)
        XCTAssertEqual(kind(".onAppear { load { items = $0 } }"), .assignedWhole)
        XCTAssertEqual(kind(".task { items = await load() }.refreshable { items = await load() }"), [.filledOnAppear, .assignedWhole])
        XCTAssertEqual(kind(".onTapGesture { items = [] }"), .assignedWhole)
        // Not empty at first: the rows shown are replaced.
        XCTAssertEqual(kind(".task { items = await load() }", initial: "[1, 2]"), [.filledOnAppear, .assignedWhole])
        // Filled twice (a cached value first, then a fetched one): the second replaces rows shown.
        XCTAssertEqual(kind(".onAppear { items = cached() }.task { items = await load() }"), [.filledOnAppear, .assignedWhole])
        // A local of the same name that starts empty says nothing of the property.
        XCTAssertEqual(kind(".task { items = await load() }\n}\nfunc load() async -> [Int] { let items: [Int] = []; return items", initial: "[1]"),
                       [.filledOnAppear, .assignedWhole])
        // `+=` adds to what is there.
        XCTAssertEqual(kind(".onAppear { items += load() }"), .assignedWhole)
        XCTAssertEqual(kind(".onAppear { items.remove(at: 0) }"), .removed)
        // Through two subscripts, one element is changed where it stands.
        XCTAssertEqual(kind(".onTapGesture { items[0][1] = 2 }"), .elementWritten)
        XCTAssertEqual(kind(".onTapGesture { items[0..<1] = [] }"), [.assignedWhole, .inserted, .removed])
    }

    /// Whether a file clears every AppKit table view's background, with `body` in an extension of
    /// `NSTableView`.
    func clearsTables(_ body: String) -> Bool {
        DeclarationScanner.scan(SourceFile(text: "extension NSTableView {\n\(body)\n}\n")).clearsTableViews
    }

    func testAnAppKitTableViewClearedForTheWholeApp() {
        XCTAssertTrue(clearsTables("open override func viewDidMoveToWindow() { super.viewDidMoveToWindow(); backgroundColor = NSColor.clear }"))
        XCTAssertTrue(clearsTables("override func viewDidMoveToWindow() { self.backgroundColor = .clear }"))
        XCTAssertTrue(clearsTables("override func viewDidMoveToWindow() { if enclosingScrollView != nil { enclosingScrollView!.drawsBackground = false } }"))
        XCTAssertTrue(clearsTables("override func awakeFromNib() { enclosingScrollView?.drawsBackground = false }"))
        // Not in an override: only where it is called.
        XCTAssertFalse(clearsTables("func clear() { backgroundColor = .clear }"))
        // Another view's background, a local, another colour.
        XCTAssertFalse(clearsTables("override func viewDidMoveToWindow() { rowView(atRow: 0, makeIfNecessary: false)?.backgroundColor = .clear }"))
        XCTAssertFalse(clearsTables("override func viewDidMoveToWindow() { let backgroundColor = NSColor.clear; _ = backgroundColor }"))
        XCTAssertFalse(clearsTables("override func viewDidMoveToWindow() { backgroundColor = NSColor.windowBackgroundColor }"))
        XCTAssertFalse(DeclarationScanner.scan(SourceFile(text: "extension UITableView {\noverride func didMoveToWindow() { backgroundColor = .clear }\n}\n")).clearsTableViews)
    }

    /// Which `@State` properties of `V` follow the pointer.
    func pointerStates(_ source: String) -> [String] {
        let declared = DeclarationScanner.scan(SourceFile(text: source))
        return declared.types.flatMap(\.properties).filter(\.followsPointer).map(\.name)
    }

    func testStateWrittenOnlyInHoverFollowsThePointer() {
        XCTAssertEqual(pointerStates("""
        struct Row: View {
            @State private var hovering = false
            @State private var phase = 0
            @State private var tapped = false
            @State private var bound = false
            @State private var neverWritten = false
            @State private var alsoOnDisappear = false
            var body: some View {
                Text("a")
                    .onHover { self.hovering = $0; alsoOnDisappear = $0; bound = $0 }
                    .onContinuousHover(coordinateSpace: .local) { p in
                        switch p { case .active: phase += 1; case .ended: phase = 0 }
                        tapped = true
                    }
                    .onTapGesture { tapped.toggle() }
                    .onDisappear { alsoOnDisappear = false }
                    .sheet(isPresented: $bound) { Text(neverWritten ? "y" : "n") }
            }
        }
        """), ["hovering", "phase"])
        // An extension in the same file writes it too.
        XCTAssertEqual(pointerStates("""
        struct Row: View {
            @State private var hovering = false
            var body: some View { Text("a").onHover { hovering = $0 } }
        }
        extension Row { func reset() { hovering = false } }
        """), [])
        // Not `private`: another file may write it. Given an initial value in `init`, it may come
        // from the element.
        XCTAssertEqual(pointerStates("""
        struct Row: View {
            @State var hovering = false
            @State private var fromElement: Bool
            init(on: Bool) { _fromElement = State(initialValue: on) }
            var body: some View { Text("a").onHover { hovering = $0; fromElement = $0 } }
        }
        """), [])
        // No hover handler in the file: nothing to mark.
        XCTAssertEqual(pointerStates("struct Row: View { @State private var on = false\n var body: some View { Text(\"a\").onTapGesture { on = true } } }"), [])
    }

    /// A method known not to mutate (`MutatingMethods.nonMutating`) reads the state; a mutating one
    /// or one listfix cannot read writes it.
    func testOnlyAMutatingOrUnknownCallWritesPointerState() {
        let row = { (elsewhere: String) in """
        struct Row: View {
            @State private var hovering = false
            var body: some View {
                Text("a").onHover { hovering = $0 }.onTapGesture { \(elsewhere) }
            }
        }
        """ }
        XCTAssertEqual(pointerStates(row("_ = hovering.description()")), ["hovering"])
        XCTAssertEqual(pointerStates(row("hovering.toggle()")), [])
        XCTAssertEqual(pointerStates(row("hovering.flip()")), [])
    }
}
