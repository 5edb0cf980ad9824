import SwiftTokens

/// How safe a rule's fixes are, for the catalog: per occurrence each fix is safe or unsafe.
public enum FixSafety: String, Sendable {
    case safe = "safe"
    case sometimes = "safe when proven, else unsafe"
    case none = "no fix"
}

/// A rule's identity and catalog line.
public struct RuleMetadata: Sendable {
    public var id: String
    public var fixSafety: FixSafety
    /// Words of which at least one must occur in a file for the rule to have anything to do.
    public var triggers: [String]
    /// The severity of the rule's findings.
    public var level: Severity
    /// What a file's declarations must show for the rule to have work there, beyond its trigger
    /// words; the first pass reads it to keep files that cannot have findings out of the second.
    public var declarationFilter: DeclarationFilter?
    /// Rules that report a more specific problem in the same place: while one of them runs, this
    /// rule's findings whose `scope` holds one of its findings are dropped.
    public var yieldsTo: [String]
    /// Whether a run without `--rules` uses the rule. An opt-in rule's findings are too often
    /// intended on real code to be on by default; `--extend-rules ID` or `--rules all` turns it on.
    public var isDefault: Bool
    /// The rule asks which types the project shows as rows (`Declarations.isRowElement`): the first
    /// pass then records every file's row data, which costs a walk of its calls.
    public var readsRowElementTypes: Bool
    /// Its fixes can change what a type declares (an `id` made stored), which other files'
    /// findings read: `fix` applies them first and checks every file against the result.
    public var editsDeclarations: Bool

    public init(id: String, fixSafety: FixSafety, triggers: [String], level: Severity = .warning,
                declarationFilter: DeclarationFilter? = nil, yieldsTo: [String] = [], isDefault: Bool = true,
                readsRowElementTypes: Bool = false, editsDeclarations: Bool = false) {
        self.id = id
        self.readsRowElementTypes = readsRowElementTypes
        self.isDefault = isDefault
        self.editsDeclarations = editsDeclarations
        self.yieldsTo = yieldsTo
        self.fixSafety = fixSafety
        self.triggers = triggers
        self.level = level
        self.declarationFilter = declarationFilter
    }
}

extension RuleMetadata {
    /// The one-line summary: line 3 of the rule's catalog page (`Rewrites/ID/README.md`), the one
    /// place it is written.
    public var summary: String { RuleDocumentation.summary[id] ?? "" }
}

/// A test on one file's declarations (see `RuleMetadata.declarationFilter`).
public enum DeclarationFilter: Sendable {
    /// A type with an `id` that is computed or a `var`, or a class conforming to `Identifiable`
    /// with no `id` in that declaration: what the identity rules look at.
    case questionableID

    public func matches(_ declared: FileDeclarations) -> Bool {
        switch self {
        case .questionableID:
            return declared.types.contains { type in
                if let id = type.properties.first(where: { $0.name == "id" && !$0.isStatic }) {
                    return !id.isStored || !id.isLet
                }
                return type.kind == .class && type.conformances.contains("Identifiable")
            }
        }
    }
}

/// What a rule sees of one file and its project.
public struct RuleContext: Sendable {
    public var file: SourceFile
    public var declarations: Declarations
    public var target: Target
    private let cache: Cache

    /// `types`: the file's types from an earlier scan of these same tokens, if at hand.
    public init(file: SourceFile, declarations: Declarations, target: Target, types: [TypeDecl]? = nil) {
        self.file = file
        self.declarations = declarations
        self.target = target
        self.cache = Cache()
        cache.fileTypes = types
    }

    /// This file's own types with the brace ranges of their bodies, scanned on first use
    /// (or handed in). Rules read the properties of the few types they look at through
    /// `enclosingType(of:)`, which scans just those bodies; the lists here may be empty.
    public var fileTypes: [TypeDecl] {
        if let d = cache.fileTypes { return d }
        let d = DeclarationScanner.scan(file, properties: false).types
        cache.fileTypes = d
        return d
    }

    /// Every `ForEach`, `List` and `Table` call of the file; found on first use.
    public var calls: [RowsCall] {
        if let c = cache.calls { return c }
        let c = RowsCall.all(in: file)
        cache.calls = c
        return c
    }

    /// The `ForEach` and `List` calls: rows keyed by their data (`Table` has its own rules).
    public var listCalls: [RowsCall] {
        if let c = cache.listCalls { return c }
        let c = calls.allSatisfy({ $0.kind != .table }) ? calls : calls.filter { $0.kind != .table }
        cache.listCalls = c
        return c
    }

    /// The call whose row closure opens at `brace`, if any.
    public func call(withContent brace: Int) -> RowsCall? {
        if cache.callsByContent == nil {
            var index: [Int: Int] = [:]
            for (k, call) in calls.enumerated() { if let c = call.content { index[c] = k } }
            cache.callsByContent = index
        }
        return cache.callsByContent![brace].map { calls[$0] }
    }

    /// The `let`/`var` declarations directly inside the brace `open`, by name, in source order:
    /// built once per brace, so resolving many names in one big body stays linear.
    public func locals(in open: Int) -> [String: [Int]] {
        if let cached = cache.locals[open] { return cached }
        var found: [String: [Int]] = [:]
        let t = file.tokens
        if let close = file.tree.match(open) {
            var j = open + 1
            while j < close {
                if t[j].kind == .keyword, file.tokenIs(j, "let") || file.tokenIs(j, "var"), let n = file.next(after: j),
                   t[n].kind == .identifier {
                    found[file.text(n), default: []].append(j)
                }
                j = file.skipGroup(j)
            }
        }
        cache.locals[open] = found
        return found
    }

    /// What several rules derive from the same file, computed once. A context belongs to
    /// the one thread that runs the rules over its file, so the cache needs no lock.
    private final class Cache: @unchecked Sendable {
        var fileTypes: [TypeDecl]?
        /// Types of `fileTypes` with their properties read, by index.
        var typesWithProperties: [Int: TypeDecl] = [:]
        var calls: [RowsCall]?
        var listCalls: [RowsCall]?
        var callsByContent: [Int: Int]?
        var locals: [Int: [String: [Int]]] = [:]
        var viewTypes: [Int: ViewType?] = [:]
        var typesByOpen: [Int: Int]?
        var layout: (indent: String, newline: String)?
        var idDeclarations: [IDDeclaration]?
        var extensionsByName: [String: [TypeDecl]]?
    }

    /// This file's extensions of the type `name`, found once for all look-ups.
    public func extensions(of name: String) -> [TypeDecl] {
        if cache.extensionsByName == nil {
            var found: [String: [TypeDecl]] = [:]
            for t in fileTypes where t.kind == .extension { found[t.name, default: []].append(t) }
            cache.extensionsByName = found
        }
        return cache.extensionsByName![name] ?? []
    }

    /// The `id` members of this file's types (see `IDDeclaration`), found once for all rules.
    public var idDeclarations: [IDDeclaration] {
        if let d = cache.idDeclarations { return d }
        let d = IDDeclaration.all(in: self)
        cache.idDeclarations = d
        return d
    }

    /// The file's indentation unit and line ending, for text a fix inserts; measured once.
    public var layout: (indent: String, newline: String) {
        if let l = cache.layout { return l }
        let l = (file.indentUnit, file.lineEnding)
        cache.layout = l
        return l
    }

    /// The innermost type declaration or extension whose body contains token `i`: found by
    /// walking up the enclosing braces, so a file with thousands of types stays fast. Its
    /// properties are read on the first request.
    public func enclosingType(of i: Int) -> TypeDecl? {
        guard let k = enclosingTypeIndex(of: i) else { return nil }
        if let read = cache.typesWithProperties[k] { return read }
        var decl = fileTypes[k]
        decl.properties = DeclarationScanner.properties(of: decl, in: file)
        cache.typesWithProperties[k] = decl
        return decl
    }

    /// The index in `fileTypes` of the innermost type whose body contains token `i`, found by
    /// walking up the enclosing braces over an index of the bodies built once.
    private func enclosingTypeIndex(of i: Int) -> Int? {
        let types = fileTypes
        if cache.typesByOpen == nil {
            var index: [Int: Int] = [:]
            for (k, t) in types.enumerated() { index[t.open] = k }
            cache.typesByOpen = index
        }
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if let k = cache.typesByOpen![open] { return k }
            scope = file.tree.enclosing(open)
        }
        return nil
    }

    /// The innermost type declaration or extension whose body contains token `i`, as the file
    /// scan found it (its properties may not be read): for what needs only its name and braces.
    public func enclosingTypeHeader(of i: Int) -> TypeDecl? {
        enclosingTypeIndex(of: i).map { fileTypes[$0] }
    }

    /// The View type whose body brace opens at `decl.open`, found once per type.
    public func viewType(_ decl: TypeDecl) -> ViewType? {
        if let cached = cache.viewTypes[decl.open] { return cached }
        let view = ViewType(decl, file: file, declarations: declarations)
        cache.viewTypes[decl.open] = view
        return view
    }
}

/// A rule: finds one kind of mistake in a file and proposes edits. Rules never apply edits.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func findings(in context: RuleContext) -> [Finding]
}
