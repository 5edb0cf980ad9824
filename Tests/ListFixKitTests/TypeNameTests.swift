import Testing
import SwiftTokens
@testable import ListFixKit

/// Type names resolve to the project's types by full path and module, never by a last component.
@Suite struct TypeNameTests {
    let source = """
        struct Manga: Identifiable { let id: String }
        enum Search {
            struct FilterItem: Identifiable { let id: Int }
            struct Results { var items: [FilterItem]; var other: [Manga] }
        }
        extension Search.FilterItem { var label: String { "" } }
        struct Server: Hashable { let id: Int; var serverUniqueId: String { "" } }
        struct Picker { var servers: [Server]; var body: Int { ForEach(servers, id: \\.serverUniqueId) { _ in }; return 0 } }
        """

    var declarations: Declarations {
        let file = SourceFile(text: source)
        var declared = DeclarationScanner.scan(file)
        declared.keyPaths = KeyPathUse.all(in: file, types: declared.types)
        var d = Declarations(files: [declared])
        d.modules = ["Kit"]
        return d
    }

    @Test func nestedTypesAreNamedByTheirFullPath() {
        let d = declarations
        #expect(d.isKnown("Search.FilterItem"))
        #expect(!d.isKnown("FilterItem"))
        #expect(d.conforms("Search.FilterItem", to: "Identifiable"))
        #expect(d.property("label", of: "Search.FilterItem") != nil)
    }

    @Test(arguments: [
        ("FilterItem", "Search.Results", "Search.FilterItem"),  // the enclosing type's nested type
        ("Manga", "Search.Results", "Manga"),                    // else the top-level one
        ("FilterItem", nil, "FilterItem"),                        // not by its last component
        ("Search.FilterItem", nil, "Search.FilterItem"),
        ("Runner.Manga", nil, "Runner.Manga"),                    // another module's: unknown
        ("HomeComponent.Value.FilterItem", nil, "HomeComponent.Value.FilterItem"),
        ("Kit.Manga", nil, "Manga"),                              // the project's module
        ("Swift.String", nil, "String"),
    ] as [(String, String?, String)])
    func namesResolveFromWhereTheyAreWritten(_ name: String, _ scope: String?, _ expected: String) {
        #expect(declarations.resolve(name, in: scope) == expected)
    }

    @Test func typeTextIsQualifiedThroughBracketsAndOptionals() {
        #expect(declarations.qualify("[FilterItem]?", in: "Search.Results") == "[Search.FilterItem]?")
        #expect(declarations.qualify("[String:FilterItem]", in: "Search") == "[String:Search.FilterItem]")
    }

    @Test func passOneRecordsTheKeyPathsRowsAreKeyedBy() {
        #expect(declarations.keyPathUses == [KeyPathUse(scope: "Picker", data: ["servers"], keyPath: "serverUniqueId")])
    }

    @Test func aComputedIDSaysWhatItReads() {
        let file = SourceFile(text: """
            struct A { let a: Int; var id: String { "\\(a)-\\(self.b)" } }
            struct B { var id: Int { hashValue } }
            struct C { var id: String { makeID() } }
            """)
        let declared = DeclarationScanner.scan(file)
        let ids = declared.types.map { declared.idSources[$0.name] }
        #expect(ids == [.names(["a", "b"]), .unstable("`hashValue`"), .other])
    }
}
