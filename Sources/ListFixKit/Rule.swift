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
    /// This file's own declarations, with the brace ranges of its types.
    public var fileDeclarations: FileDeclarations

    public init(file: SourceFile, declarations: Declarations, target: Target) {
        self.file = file
        self.declarations = declarations
        self.target = target
        self.fileDeclarations = DeclarationScanner.scan(file)
    }
}

/// A rewrite: finds one kind of mistake in a file and proposes edits. Rules never apply edits.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func findings(in context: RuleContext) -> [Finding]
}
