import SwiftTokens

/// How safe a rule's fixes are, for the catalog: per occurrence each fix is safe or unsafe.
public enum FixSafety: String, Sendable {
    case safe = "safe"
    case sometimes = "safe when proven, else unsafe"
    case none = "no fix"
}

/// A rewrite's identity and catalog line.
public struct RuleMetadata: Sendable {
    public var id: String
    public var summary: String
    public var fixSafety: FixSafety
    /// Words of which at least one must occur in a file for the rule to have anything to do.
    public var triggers: [String]

    public init(id: String, summary: String, fixSafety: FixSafety, triggers: [String]) {
        self.id = id
        self.summary = summary
        self.fixSafety = fixSafety
        self.triggers = triggers
    }
}

/// What a rule sees of one file and its project.
public struct RuleContext: Sendable {
    public var file: SourceFile
    public var declarations: Declarations
    public var target: Target
    private let cache: Cache

    public init(file: SourceFile, declarations: Declarations, target: Target) {
        self.file = file
        self.declarations = declarations
        self.target = target
        self.cache = Cache()
    }

    /// This file's own declarations, with the brace ranges of its types; scanned on first use.
    public var fileDeclarations: FileDeclarations {
        if let d = cache.fileDeclarations { return d }
        let d = DeclarationScanner.scan(file)
        cache.fileDeclarations = d
        return d
    }

    /// Every `ForEach`, `List` and `Table` call of the file; found on first use.
    public var calls: [ForEachCall] {
        if let c = cache.calls { return c }
        let c = ForEachCall.all(in: file)
        cache.calls = c
        return c
    }

    /// What several rules derive from the same file, computed once. A context belongs to
    /// the one thread that runs the rules over its file, so the cache needs no lock.
    private final class Cache: @unchecked Sendable {
        var fileDeclarations: FileDeclarations?
        var calls: [ForEachCall]?
    }
}

/// A rewrite: finds one kind of mistake in a file and proposes edits. Rules never apply edits.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func findings(in context: RuleContext) -> [Finding]
}
