import XCTest
import SwiftTokens

/// Index of the `occurrence`-th token whose text is `text`.
func index(_ file: SourceFile, _ text: String, _ occurrence: Int = 0) -> Int {
    file.tokens.indices.filter { file.tokenIs($0, text) }[occurrence]
}

final class TreeTests: XCTestCase {
    func testMatchingAndEnclosing() {
        let file = SourceFile(text: #"f(a[1], { "\(x)" })"#)
        let open = index(file, "(")
        XCTAssertEqual(file.tree.match(open), file.tokens.count - 1)
        let interpolation = file.tokens.firstIndex { $0.kind == .interpolationOpen }!
        XCTAssertEqual(file.tree.match(interpolation), index(file, ")", 0))
        XCTAssertEqual(file.tree.enclosing(index(file, "x")), interpolation)
        XCTAssertEqual(file.tree.enclosing(index(file, "1")), index(file, "["))
        XCTAssertNil(file.tree.enclosing(open))
        XCTAssertTrue(file.tree.unmatched.isEmpty)
    }

    func testUnbalancedInputIsMarkedNotFatal() {
        let file = SourceFile(text: "a(b] { c ( }")
        XCTAssertEqual(file.tree.unmatched.map { file.text($0) }, ["(", "]", "("])
        XCTAssertEqual(file.tree.match(index(file, "{")), index(file, "}"))
        let deep = SourceFile(text: String(repeating: "{(", count: 10_000) + String(repeating: ")}", count: 10_000))
        XCTAssertTrue(deep.tree.unmatched.isEmpty)
        XCTAssertEqual(deep.tree.match(0), deep.tokens.count - 1)
    }

    func testCallArgumentsWithLabels() {
        let file = SourceFile(text: "ForEach(Array(items.enumerated()), id: \\.offset, content: { x in x })")
        let args = file.arguments(of: index(file, "("))
        XCTAssertEqual(args.count, 3)
        XCTAssertNil(args[0].label)
        XCTAssertEqual(file.text(tokens: args[0].valueFirst!, through: args[0].valueLast!), "Array(items.enumerated())")
        XCTAssertEqual(args[1].label.map(file.text), "id")
        XCTAssertEqual(file.text(tokens: args[1].valueFirst!, through: args[1].valueLast!), "\\.offset")
        XCTAssertEqual(args[2].label.map(file.text), "content")
        XCTAssertEqual(file.arguments(of: index(file, "(", 2)).count, 0)
    }

    func testTrailingClosures() {
        let file = SourceFile(text: "Button(action: go) {\n  Text(\"a\")\n} label: {\n  Image()\n}\n.padding()")
        let closures = file.trailingClosures(after: index(file, ")"))
        XCTAssertEqual(closures.count, 2)
        XCTAssertNil(closures[0].label)
        XCTAssertEqual(closures[1].label.map(file.text), "label")
        XCTAssertEqual(file.callEnd(from: 0), closures[1].close)
        let chain = file.modifierChain(after: closures[1].close)
        XCTAssertEqual(chain.map { file.text($0.name) }, ["padding"])
    }

    func testClosureSignatures() {
        func names(_ source: String) -> [String]? {
            let file = SourceFile(text: source)
            return file.closureSignature(of: 0).map { $0.parameters.map(file.text) }
        }
        XCTAssertEqual(names("{ a, b in a }"), ["a", "b"])
        XCTAssertEqual(names("{ (a: Int, b: [String]) -> Int in a }"), ["a", "b"])
        XCTAssertEqual(names("{ [weak self] item in item }"), ["item"])
        XCTAssertEqual(names("{ _ in true }"), ["_"])
        XCTAssertEqual(names("{ $binding in Toggle(isOn: $binding) }"), ["$binding"])
        XCTAssertNil(names("{ $0.name }"))
        XCTAssertNil(names("{ for x in xs { } }"))
        XCTAssertNil(names("{ print(a) }"))
    }

    func testStatementsSplitTheWaySwiftDoes() {
        let source = """
        { item in
            let a = 1; let b = a +
                2
            Text(item.name)
                .font(.title)
            if a > b {
                X()
            }
            else { Y() }
            @ViewBuilder var v: some View
            !flag
            z
                ?? w
        }
        """
        let file = SourceFile(text: source)
        let statements = file.statements(inBody: 0).map { file.text(tokens: $0.first, through: $0.last) }
        XCTAssertEqual(statements, [
            "let a = 1", "let b = a +\n        2", "Text(item.name)\n        .font(.title)",
            "if a > b {\n        X()\n    }\n    else { Y() }", "@ViewBuilder var v: some View", "!flag", "z\n        ?? w",
        ])
    }

    /// A `#if` whose first clause starts with `.member` continues the expression above it (SE-0308);
    /// a `#if` of statements, or of views, stays statements of its own.
    func testPostfixConditionalCompilationContinuesTheStatement() throws {
        let source = """
        {
            Link()
            #if os(macOS)
            .buttonStyle(.plain)
            #else
            .padding()
            #endif
            .tint(.red)
            #if DEBUG
            Text("debug")
            #endif
            Divider()
        }
        """
        let file = SourceFile(text: source)
        let statements = file.statements(inBody: 0).map { file.text(tokens: $0.first, through: $0.last) }
        XCTAssertEqual(statements, [
            "Link()\n    #if os(macOS)\n    .buttonStyle(.plain)\n    #else\n    .padding()\n    #endif\n    .tint(.red)",
            "#if DEBUG", "Text(\"debug\")", "#endif", "Divider()",
        ])
        // Unclosed before the body ends: not a postfix `#if`.
        let open = SourceFile(text: "{\n    Link()\n    #if os(macOS)\n    .buttonStyle(.plain)\n}\n")
        XCTAssertEqual(open.statements(inBody: 0).count, 2)
    }

    func testLineTableIndentAndLineEnding() throws {
        let crlf = SourceFile(text: "a {\r\n\tb {\r\n\t\tc\r\n\t}\r\n}\r\n")
        XCTAssertEqual(crlf.lineEnding, "\r\n")
        XCTAssertEqual(crlf.indentUnit, "\t")
        let spaces = SourceFile(text: "a {\n  b {\n    c\n  }\n}\n")
        XCTAssertEqual(spaces.indentUnit, "  ")
        XCTAssertEqual(spaces.location(of: 6).line, 2)
        XCTAssertEqual(spaces.location(of: 6).column, 3)
    }
}
