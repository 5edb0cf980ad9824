import XCTest
import TestSupport

/// The SwiftUI stand-in rejects what Apple's SDK rejects: each mistake a rule once made fails
/// with the compiler's message, and the correct form of the same code type-checks.
final class InterfaceStandInTests: XCTestCase {
    func typeCheck(_ source: String, api: Int = 26) throws -> String? {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = try folder.write("Example.swift", source)
        return try InterfaceStandIn.errors([file.path], api: api)
    }

    let model = """
        import SwiftUI
        import Charts

        struct Sale: Identifiable {
            let id: UUID
            var title: String
            var show: Bool
            var amount: Double
        }

        """

    func assertRejected(_ body: String, _ message: String, api: Int = 26, file: StaticString = #filePath, line: UInt = #line) throws {
        let errors = try typeCheck(model + body, api: api)
        XCTAssertNotNil(errors, "type-checked, but must not:\n\(body)", file: file, line: line)
        XCTAssertTrue(errors?.contains(message) == true, "expected \"\(message)\" in:\n\(errors ?? "")", file: file, line: line)
    }

    func assertAccepted(_ body: String, api: Int = 26, file: StaticString = #filePath, line: UInt = #line) throws {
        let errors = try typeCheck(model + body, api: api)
        XCTAssertNil(errors, errors ?? "", file: file, line: line)
    }

    func testMutatingTheLoopVariableIsRejectedAndTheBindingFormAccepted() throws {
        try assertRejected("""
            struct V: View {
                @State var sales: [Sale] = []
                var body: some View {
                    List { ForEach(sales) { sale in Button(sale.title) { sale.show.toggle() } } }
                }
            }
            """, "cannot use mutating member on immutable value: 'sale' is a 'let' constant")
        try assertAccepted("""
            struct V: View {
                @State var sales: [Sale] = []
                var body: some View {
                    List { ForEach($sales) { $sale in Button(sale.title) { sale.show.toggle() } } }
                }
            }
            """)
    }

    func testElementIDOnStringsIsRejected() throws {
        try assertRejected("""
            struct V: View {
                var names: [String]
                var body: some View {
                    ForEach(Array(names.enumerated()), id: \\.element.id) { index, name in Text(name) }
                }
            }
            """, "error:")
        try assertAccepted("""
            struct V: View {
                var sales: [Sale]
                var body: some View {
                    ForEach(Array(sales.enumerated()), id: \\.element.id) { index, sale in Text(sale.title) }
                }
            }
            """)
    }

    func testAStackInAChartIsRejected() throws {
        try assertRejected("""
            struct V: View {
                var sales: [Sale]
                var body: some View {
                    Chart { ForEach(sales) { sale in VStack { BarMark(x: .value("T", sale.title), y: .value("A", sale.amount)) } } }
                }
            }
            """, "error:")
        try assertRejected("""
            struct V: View {
                var body: some View {
                    Chart { VStack { BarMark(x: .value("T", "a"), y: .value("A", 1.0)) } }
                }
            }
            """, "conform to 'ChartContent'")
        try assertAccepted("""
            struct V: View {
                var sales: [Sale]
                var body: some View {
                    Chart { ForEach(sales) { sale in if sale.show { BarMark(x: .value("T", sale.title), y: .value("A", sale.amount)) } } }
                }
            }
            """)
    }

    func testAvailabilityFollowsTheAPILevel() throws {
        let twoParameterOnChange = """
            struct V: View {
                var sales: [Sale]
                var body: some View {
                    List(sales) { Text($0.title) }.onChange(of: sales.count) { _, new in print(new) }
                }
            }
            """
        try assertAccepted(twoParameterOnChange, api: 17)
        try assertRejected(twoParameterOnChange, "expects 1 argument, but 2 were used", api: 16)
        try assertRejected("""
            struct V: View {
                var body: some View { List { Text("a") }.scrollContentBackground(.hidden) }
            }
            """, "has no member 'scrollContentBackground'", api: 15)
    }

    func testIdentifiableAndKeyPathForEachNeedTheirConstraints() throws {
        try assertRejected("""
            struct Plain { var title: String }
            struct V: View {
                var rows: [Plain]
                var body: some View { List { ForEach(rows) { Text($0.title) } } }
            }
            """, "error:")
        try assertRejected("""
            struct V: View {
                var rows: Set<Int>
                var body: some View { ForEach(rows, id: \\.self) { Text("\\($0)") } }
            }
            """, "RandomAccessCollection")
        try assertRejected("""
            final class Model { var sales: [Sale] = [] }
            struct V: View {
                @ObservedObject var model: Model
                var body: some View { Text("") }
            }
            """, "conform to 'ObservableObject'")
    }

    func testTagsAndRowTraitsAreViewModifiers() throws {
        try assertAccepted("""
            struct V: View {
                @State var selection: UUID?
                var sales: [Sale]
                var body: some View {
                    Picker("Sale", selection: $selection) {
                        ForEach(sales) { sale in Text(sale.title).tag(Optional(sale.id)) }
                    }
                    List {
                        ForEach(sales) { sale in
                            Text(sale.title).listRowSeparator(.hidden).swipeActions { Button("Delete") {} }
                        }
                        .onDelete { _ in }
                    }
                }
            }
            """)
    }
}
