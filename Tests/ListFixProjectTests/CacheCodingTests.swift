import XCTest
import TestSupport
import SwiftTokens
@testable import ListFixKit
@testable import ListFixProject

/// What the warm cache builds on: its hash, its records and the notes of what rules read.
final class CacheCodingTests: XCTestCase {
    /// xxHash64 with seed 0, against the reference implementation's values.
    func testContentHashIsXXHash64() {
        XCTAssertEqual(ContentHash.of([UInt8]()), 0xEF46_DB37_51D8_E999)
        XCTAssertEqual(ContentHash.of("a"), 0xD24E_C4F1_A98C_6E5B)
        XCTAssertEqual(ContentHash.of("abc"), 0x44BC_2CF5_AD77_0999)
        XCTAssertEqual(ContentHash.of("Nobody inspects the spammish repetition"), 0xFBCE_A83C_8A37_8BF1)
        let bytes = Array(repeating: Array(0...255).map(UInt8.init), count: 3).flatMap { $0 }
        XCTAssertEqual(ContentHash.of(bytes), 0x8E03_C838_C596_036F)
        XCTAssertEqual(ContentHash.of(bytes[1...]), ContentHash.of(Array(bytes[1...])))
    }

    /// Every property of the recorded types is written: a property added to one of them must be
    /// added to its record (`DeclarationCoding.swift`, `FindingCoding.swift`,
    /// `RunCache.digest(of:)`) and here.
    func testRecordsKnowEveryStoredProperty() {
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.map { $0.label ?? "?" } }
        let property = PropertyDecl(name: "id", type: nil, wrapper: nil, endOffset: 0, isStored: true, isStatic: false)
        XCTAssertEqual(labels(property), ["name", "type", "wrapper", "endOffset", "repeats", "isStored", "isStatic", "isLet",
                                          "isPrivate", "isNewUUID", "hasInitialValue", "isAmbiguous", "followsPointer",
                                          "seedsStateObject", "seedsState", "seedsStateMember", "seedsStateOnAppear", "bindsTypedText"])
        let type = TypeDecl(name: "A", kind: .struct, conformances: [], properties: [], open: 0, close: 0)
        XCTAssertEqual(labels(type), ["name", "kind", "isNested", "conformances", "properties", "open", "close",
                                      "nonMutatingMethods", "bodyCount", "hasAttachedMacro", "isObservable", "isLocal"])
        XCTAssertEqual(labels(FileDeclarations(types: [])), ["types", "writes", "bareWrites", "guardsBackgroundHiding", "hidesBackgroundBelow", "clearsTableViews", "rowDataUses",
                                                             "dictionaryKeyed", "lazyPlacements", "sceneRoots", "eventIdentifiedTypes", "sortingMembers", "rowViewPresentations", "offsetsMethods", "keyPaths", "idSources",
                                                             "madeValues", "triggerWords"])
        XCTAssertEqual(labels(BareWrite(type: "A", name: 1, changes: .removed)), ["type", "name", "changes"])
        XCTAssertEqual(labels(KeyPathUse(scope: nil, data: [], keyPath: "k")), ["scope", "data", "keyPath"])
        XCTAssertEqual(labels(RowDataUse(owner: "A", names: [])), ["owner", "names"])
        XCTAssertEqual(labels(DictionaryKeyedMember(type: "A", property: "p")), ["type", "property"])
        XCTAssertEqual(labels(LazyPlacement(type: "A", scope: nil, container: "List")), ["type", "scope", "container"])
        XCTAssertEqual(labels(Declarations.TypeInfo()), ["conformances", "properties", "declared", "nonMutatingMethods", "kind",
                                                         "bodyCount", "conformancesDisagree", "hasAttachedMacro", "adopted"])
        // The cache's digest of a target (`RunCache.digest(of:)`) reads these.
        XCTAssertEqual(labels(Target()), ["swiftVersion", "deploymentTargets"])
        let fix = Fix(message: "m", edits: [Edit(range: 0..<1, replacement: "x")], applicability: .safe)
        XCTAssertEqual(labels(fix), ["message", "edits", "applicability"])
        XCTAssertEqual(labels(Edit(range: 0..<1, replacement: "x")), ["range", "replacement"])
        let finding = ReportedFinding(rule: "r", range: 0..<1, line: 1, column: 1, message: "m", severity: .warning, status: .fixable, fix: fix)
        XCTAssertEqual(labels(finding), ["rule", "range", "line", "column", "message", "severity", "status", "fix", "endLine", "endColumn"])
        // A `check` outcome's record keeps its findings and remarks; the rest is its text's or `fix`'s.
        XCTAssertEqual(labels(FileOutcome(checked: [], findings: [])), ["original", "fixed", "findings", "appliedFixes", "problems",
                                                                        "remarks", "fixedFindings", "changedRanges", "map"])
    }

    /// Every catalog file's declarations and findings read back as they were written, and
    /// write the same bytes again.
    func testCatalogDeclarationsAndFindingsRoundTrip() throws {
        let engine = Engine(rules: RuleCatalog.all)
        var files = 0
        for example in try CatalogExample.all() {
            for data in [example.before, example.context].compactMap({ $0 }) {
                let file = SourceFile(bytes: Array(data))
                let declared = firstPassDeclarations(file, engine: engine)
                var w = ByteWriter()
                try w.declarations(declared)
                let read = try w.bytes.withUnsafeBytes { raw -> FileDeclarations in
                    var r = ByteReader(raw)
                    defer { XCTAssertTrue(r.isAtEnd) }
                    return try r.declarations()
                }
                XCTAssertEqual(read, declared, example.name)
                var again = ByteWriter()
                try again.declarations(read)
                XCTAssertEqual(again.bytes, w.bytes, example.name)

                let outcome = engine.check(file, declarations: Declarations(files: [declared]), target: Target())
                var d = ByteWriter()
                d.checked(outcome)
                let back = try d.bytes.withUnsafeBytes { raw -> FileOutcome in
                    var r = ByteReader(raw)
                    defer { XCTAssertTrue(r.isAtEnd) }
                    return try r.checked(bytes: file.bytes)
                }
                XCTAssertEqual(back.findings, outcome.findings, example.name)
                XCTAssertEqual(back.remarks, outcome.remarks, example.name)
                files += 1
            }
        }
        XCTAssertGreaterThan(files, 200)
    }

    /// A real file that gives every field of `FileDeclarations`, `TypeDecl` and `PropertyDecl` a
    /// value other than its default reads back equal (`==`) from its record: a field added to
    /// them and not to the record fails here (and in `testRecordsKnowEveryStoredProperty`).
    func testEveryFieldOfARealFileRoundTrips() throws {
        let engine = Engine(rules: RuleCatalog.all)
        let file = SourceFile(bytes: try RepositoryPaths.fixture("cache/EveryField.swift"))
        let declared = firstPassDeclarations(file, engine: engine)
        // Every field is exercised: set (or non-empty) in the file's declarations or one of its
        // types or properties. `isAmbiguous` is the project index's, never a file scan's.
        var unset = Set(fieldPaths(declared, ""))
        func exercised(_ value: Any, _ path: String) {
            let mirror = Mirror(reflecting: value)
            for child in mirror.children {
                guard let label = child.label else { continue }
                let field = path + label
                if !isDefault(child.value) { unset.remove(field) }
                let inner = Mirror(reflecting: child.value)
                if inner.displayStyle == .collection {
                    for element in inner.children where Mirror(reflecting: element.value).displayStyle == .struct {
                        exercised(element.value, field + ".")
                    }
                }
            }
        }
        exercised(declared, "")
        unset.remove("types.properties.isAmbiguous")
        XCTAssertEqual(unset, [], "fields this file leaves at their default; make it exercise them")
        XCTAssertEqual(Set(declared.types.map(\.kind)), [.struct, .class, .enum, .actor, .protocol, .extension, .alias])

        var w = ByteWriter()
        try w.declarations(declared)
        let read = try w.bytes.withUnsafeBytes { raw -> FileDeclarations in
            var r = ByteReader(raw)
            defer { XCTAssertTrue(r.isAtEnd) }
            return try r.declarations()
        }
        XCTAssertEqual(read, declared)
    }

    /// The dotted paths of every stored field of `value` and of the structs in its arrays
    /// (`TypeDecl`, `PropertyDecl`, ...).
    private func fieldPaths(_ value: Any, _ path: String) -> [String] {
        var out: [String] = []
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            out.append(path + label)
            let inner = Mirror(reflecting: child.value)
            guard inner.displayStyle == .collection else { continue }
            for element in inner.children where Mirror(reflecting: element.value).displayStyle == .struct {
                out += fieldPaths(element.value, path + label + ".")
            }
        }
        return out
    }

    /// Whether a field holds its type's default: false, nil, empty, zero.
    private func isDefault(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional: return mirror.children.isEmpty
        case .collection, .dictionary, .set: return mirror.children.isEmpty
        default: break
        }
        switch value {
        case let b as Bool: return !b
        case let n as Int: return n == 0
        case let n as UInt64: return n == 0
        case let s as String: return s.isEmpty
        default: return false
        }
    }

    /// A file's declarations as the first pass records them for every rule (`Runner.firstPass`).
    private func firstPassDeclarations(_ file: SourceFile, engine: Engine) -> FileDeclarations {
        var declared = engine.scanDeclarations(file)
        declared.keyPaths = KeyPathUse.all(in: file, types: declared.types)
        declared.rowDataUses = RowDataUse.scan(file, types: declared.types)
        declared.dictionaryKeyed = DictionaryKeyedMember.scan(file)
        declared.lazyPlacements = LazyPlacement.scan(file, types: declared.types)
        declared.sceneRoots = SceneRoots.scan(file)
        return declared
    }

    /// A record cut short or with a byte changed is an error or another value, never a crash.
    func testDamagedRecordsThrowAndNeverCrash() throws {
        let example = try XCTUnwrap(try CatalogExample.all().first { $0.rule == "unary-row" })
        let file = SourceFile(bytes: Array(example.before))
        var w = ByteWriter()
        try w.declarations(DeclarationScanner.scan(file))
        let bytes = w.bytes
        for cut in 0..<bytes.count {
            XCTAssertThrowsError(try Array(bytes[..<cut]).withUnsafeBytes { raw in
                var r = ByteReader(raw)
                _ = try r.declarations()
                if !r.isAtEnd { throw ByteReader.Malformed() }
            }, "cut at \(cut)")
        }
        for k in bytes.indices {
            for value: UInt8 in [0x00, 0x7F, 0xFF] {
                var damaged = bytes
                damaged[k] = value
                _ = try? damaged.withUnsafeBytes { raw in
                    var r = ByteReader(raw)
                    return try r.declarations()
                }
            }
        }
        XCTAssertThrowsError(try [UInt8]([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]).withUnsafeBytes { raw in
            var r = ByteReader(raw)
            return try r.unsigned()
        })
        XCTAssertThrowsError(try [UInt8]([0x80, 0x80, 0x80, 0x80, 0x01]).withUnsafeBytes { raw in
            var r = ByteReader(raw)
            return try r.strings()
        }, "a count past the bytes left")
    }

    /// Rules note what they ask the index; the answers hold for an equal index and not for one
    /// where what they asked changed, while a change to a type they did not ask about leaves them.
    func testReadsNoteWhatRulesAskAndAnswersTellChanges() {
        let model = "struct City: Codable {\n    let id: String\n    var name: String\n}\nextension City: Identifiable {}\n"
        let other = "struct Unrelated { var x = 1 }\n"
        let view = """
            import SwiftUI
            struct CitiesView: View {
                @State var cities: [City] = []
                var body: some View {
                    ForEach(cities.indices, id: \\.self) { i in Text(cities[i].name) }
                        .onDelete { cities.remove(atOffsets: $0) }
                }
            }

            """
        func index(_ texts: [String]) -> Declarations {
            var d = Declarations(files: texts.map { DeclarationScanner.scan(SourceFile(bytes: Array($0.utf8))) })
            d.indexKeyPaths()
            return d
        }
        let engine = Engine(rules: RuleCatalog.all)
        var noting = index([model, other, view])
        noting.reads = DeclarationReads()
        let found = engine.check(SourceFile(bytes: Array(view.utf8)), declarations: noting, target: Target()).findings
        XCTAssertEqual(found.map(\.rule), ["indices-id"])
        let answers = noting.reads!.answers(in: noting)
        XCTAssertTrue(answers.contains { $0.read == DeclarationRead(kind: .type, key: "City") }, "\(answers.map(\.read))")
        XCTAssertFalse(answers.contains { $0.read.key == "Unrelated" })
        XCTAssertTrue(index([model, other, view]).answersAlike(answers))
        XCTAssertTrue(index([model, "struct Unrelated { var y = 2 }\n", view]).answersAlike(answers))
        XCTAssertFalse(index([model.replacingOccurrences(of: "extension City: Identifiable {}\n", with: ""), other, view]).answersAlike(answers))
    }
}
