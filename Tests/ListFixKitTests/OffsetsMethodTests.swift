import XCTest
import SwiftTokens
@testable import ListFixKit

/// The first pass records each method that takes row offsets, with what its body applies them to.
final class OffsetsMethodTests: XCTestCase {
    func methods(_ source: String, rules: [String] = ["offsets-into-source"]) -> [OffsetsMethod] {
        let engine = Engine(rules: rules.compactMap(RuleCatalog.rule))
        return engine.scanDeclarations(SourceFile(text: source)).offsetsMethods.compactMap(OffsetsMethod.init(entry:))
    }

    func testTargetsByKindAndLabel() {
        let source = """
        final class Store {
            var items: [Item] = []
            func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
            func move(from source: IndexSet, to destination: Int) { self.items.move(fromOffsets: source, toOffset: destination) }
            func deleteSaved(indexSet: IndexSet) {
                let saved = load().sorted { $0.name < $1.name }
                guard let index = indexSet.first else { return }
                context.delete(saved[index])
            }
            func deleteFrom(_ list: [Item], _ offsets: IndexSet) { for i in offsets { remove(list[i]) } }
            func passOn(_ offsets: IndexSet) { other.delete(at: offsets) }
            func requirement(at offsets: IndexSet)
        }
        """
        let found = methods(source)
        XCTAssertEqual(found.map(\.method), ["delete", "move", "deleteSaved", "deleteFrom"])
        XCTAssertEqual(found.map(\.type), ["Store", "Store", "Store", "Store"])
        XCTAssertEqual(found.map(\.label), ["at", "from", "indexSet", "_"])
        XCTAssertEqual(found.map { $0.targets.map { "\($0.kind.rawValue)\($0.names.joined(separator: "."))" } },
                       [["mitems"], ["mitems"], ["lsaved"], ["olist"]])
        XCTAssertTrue(found[2].names.isSuperset(of: ["saved", "load", "sorted", "indexSet", "context"]))
        // Each entry reads back as written.
        XCTAssertEqual(found.map { OffsetsMethod(entry: $0.entry) }, found)
        XCTAssertEqual(found.map(\.isConditional), [false, false, false, false])
    }

    /// A condition that reads the type's state (a lookup in a member included) makes the method's use
    /// of the offsets conditional; one on a parameter or a local does not. A name bound again is no
    /// longer the offset.
    func testConditionsAndNamesBoundAgain() {
        let source = """
        final class Store {
            var items: [Item] = []
            var hidesDone = false
            func deleteShown(at offsets: IndexSet) {
                guard !hidesDone else { return }
                items.remove(atOffsets: offsets)
            }
            func delete(at offsets: IndexSet, kind: Kind) {
                switch kind {
                case .all: items.remove(atOffsets: offsets)
                }
            }
            func deleteCast(at offsets: IndexSet) {
                guard let index = offsets.first, let names = raw as? [String] else { return }
                remove(names[index])
            }
            func deleteEither(at offsets: IndexSet) { hidesDone ? removeShown(offsets) : items.remove(atOffsets: offsets) }
            func deleteOne(at offsets: IndexSet) {
                guard let index = offsets.first else { return }
                let item = sorted[index]
                if let index = items.firstIndex(of: item) { items.remove(at: index) }
            }
        }
        """
        let found = methods(source)
        // `as?` is a cast, not a ternary; `hidesDone ? … : …` is.
        XCTAssertEqual(found.map(\.method), ["deleteShown", "delete", "deleteCast", "deleteEither", "deleteOne"])
        XCTAssertEqual(found.map(\.isConditional), [true, false, true, true, true])
        XCTAssertEqual(found[4].targets.map(\.names), [["sorted"]])
    }

    func testRecordedOnlyForTheRuleThatReadsIt() {
        let source = "struct Store { var items: [Int] = []; mutating func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) } }"
        XCTAssertEqual(methods(source).count, 1)
        XCTAssertEqual(methods(source, rules: ["indices-id"]).count, 0)
        // A function outside a type, or in a function's local type, is no member a view can call.
        XCTAssertEqual(methods("func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }").count, 0)
    }
}
