import SwiftTokens

/// What a rule sees of one file and its project.
public struct RuleContext: Sendable {
    public var file: SourceFile
    var declarations: Declarations
    var target: Target
    private let cache: Cache
    /// The trigger and hint words the file's identifiers include (`TriggerWords.present(in:)`),
    /// when the engine knows them, and each hint word's bit there.
    var presentWords: UInt64?
    var hintBits: [String: UInt64] = [:]

    /// `types`: the file's types from an earlier scan of these same tokens, if at hand.
    init(file: SourceFile, declarations: Declarations, target: Target, types: [TypeDecl]? = nil) {
        self.file = file
        self.declarations = declarations
        self.target = target
        self.cache = Cache()
        cache.fileTypes = types
    }

    /// Whether the file has `word` (one of the rule's `hints`) among its identifiers; true when
    /// the engine did not look.
    func mentions(_ word: String) -> Bool {
        guard let presentWords, let bit = hintBits[word] else { return true }
        return presentWords & bit != 0
    }

    /// This file's own types with the brace ranges of their bodies, scanned on first use
    /// (or handed in). Rules read the properties of the few types they look at through
    /// `enclosingType(of:)`, which scans just those bodies; the lists here may be empty.
    var fileTypes: [TypeDecl] {
        if let d = cache.fileTypes { return d }
        let d = DeclarationScanner.scan(file, properties: false).types
        cache.fileTypes = d
        return d
    }

    /// Every `ForEach`, `List` and `Table` call of the file; found on first use.
    var calls: [RowsCall] {
        if let c = cache.calls { return c }
        let c = RowsCall.all(in: file)
        cache.calls = c
        return c
    }

    /// The `ForEach` and `List` calls: rows keyed by their data (`Table` has its own rules).
    /// Filtered as they are read: a copy of a big file's calls weighed as much as the calls.
    var listCalls: LazyFilterSequence<[RowsCall]> { calls.lazy.filter { $0.kind != .table } }

    /// The call whose row closure opens at `brace`, if any.
    func call(withContent brace: Int) -> RowsCall? {
        if cache.callsByContent == nil {
            var index: [Int: Int] = [:]
            for (k, call) in calls.enumerated() { if let c = call.content { index[c] = k } }
            cache.callsByContent = index
        }
        return cache.callsByContent![brace].map { calls[$0] }
    }

    /// The `let`/`var` declarations directly inside the brace `open`, by name, in source order:
    /// built once per brace, so resolving many names in one big body stays linear.
    func locals(in open: Int) -> [String: [Int]] {
        if let cached = cache.locals[open] { return cached }
        if cache.locals.count >= Cache.limit { cache.locals.removeAll(keepingCapacity: true) }
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

    /// The origin of `owner`'s getter `name` (`DataOrigin.getterOrigin`), from `make` the first time
    /// it is asked: a getter is read by many rows, conditions and other getters, and each read would
    /// walk its body again. A getter being worked out counts as unknown where it reads itself.
    func getterOrigin(of name: String, owner: String, _ make: () -> DataOrigin) -> DataOrigin {
        let key = owner + "." + name
        if let kept = cache.getterOrigins.first(where: { $0.text == key }) { return kept.origin }
        let slot = cache.getterOrigins.count
        cache.getterOrigins.append((key, .unknown))
        let origin = make()
        cache.getterOrigins[slot].origin = origin
        return origin
    }

    /// What several rules derive from the same file, computed once. A context belongs to
    /// the one thread that runs the rules over its file, so the cache needs no lock.
    private final class Cache: @unchecked Sendable {
        /// Per-brace and per-type results kept at once: past it they are dropped and read again as
        /// asked, so a file of many thousands of types does not keep every type's properties.
        static let limit = 1024
        var fileTypes: [TypeDecl]?
        /// Types of `fileTypes` with their properties read, by index.
        var typesWithProperties: [Int: TypeDecl] = [:]
        var calls: [RowsCall]?
        var callsByContent: [Int: Int]?
        var locals: [Int: [String: [Int]]] = [:]
        var typeBodies: TypeBodies?
        var typesByName: [String: [Int]]?
        var layout: (indent: String, newline: String)?
        /// The origins of the getters of this file's types, as `Type.name` (`getterOrigin`). A list of the
        /// pairs `DataOrigin.paths` gives: a dictionary of a new value type is a generic type made at run
        /// time, once per process, at a cost larger than a file's few getters.
        var getterOrigins: [(text: String, origin: DataOrigin)] = []
        /// What analyses keep of this file (see `FileAnalysis`), by type.
        var analyses: [ObjectIdentifier: AnyObject] = [:]
        var remarks: [Remark] = []
    }

    /// The analysis `A` of this file: made on first use, then kept for every rule that asks.
    /// An analysis that only some rules need keeps its results there, not in a field of the context.
    func analysis<A: FileAnalysis>(_ type: A.Type) -> A {
        let key = ObjectIdentifier(type)
        if let kept = cache.analyses[key] { return unsafeDowncast(kept, to: A.self) }
        let made = A(self)
        cache.analyses[key] = made
        return made
    }

    /// Notes a remark about the run (see `Remark`) that a finding of `rule` at `range` would carry:
    /// the engine drops it where it would drop such a finding (preview code, an ignore comment).
    func remark(_ message: String, rule: String, at range: Range<Int>) {
        cache.remarks.append(Remark(rule: rule, range: range, message: message))
    }

    /// The remarks the rules made so far.
    var remarks: [Remark] { cache.remarks }

    /// The file's indentation unit and line ending, for text a fix inserts; measured once.
    var layout: (indent: String, newline: String) {
        if let l = cache.layout { return l }
        let l = (file.indentUnit, file.lineEnding)
        cache.layout = l
        return l
    }

    /// The innermost type declaration or extension whose body contains token `i`: found by
    /// walking up the enclosing braces, so a file with thousands of types stays fast. Its
    /// properties are read on the first request.
    func enclosingType(of i: Int) -> TypeDecl? {
        guard let k = enclosingTypeIndex(of: i) else { return nil }
        if let read = cache.typesWithProperties[k] { return read }
        if cache.typesWithProperties.count >= Cache.limit { cache.typesWithProperties.removeAll(keepingCapacity: true) }
        var decl = fileTypes[k]
        decl.properties = DeclarationScanner.properties(of: decl, in: file)
        cache.typesWithProperties[k] = decl
        return decl
    }

    /// The index in `fileTypes` of the innermost type whose body contains token `i`, found by
    /// walking up the enclosing braces over an index of the bodies built once.
    private func enclosingTypeIndex(of i: Int) -> Int? {
        if cache.typeBodies == nil { cache.typeBodies = TypeBodies(fileTypes) }
        return cache.typeBodies!.innermost(around: i, in: file)
    }

    /// The file's declarations and extensions of the type `name`, in source order: found in an index
    /// built once, so a file of many types asks each in constant time.
    func fileTypes(named name: String) -> [TypeDecl] {
        if cache.typesByName == nil {
            var index: [String: [Int]] = [:]
            for (k, t) in fileTypes.enumerated() { index[t.name, default: []].append(k) }
            cache.typesByName = index
        }
        return cache.typesByName![name]?.map { fileTypes[$0] } ?? []
    }

    /// The innermost type declaration or extension whose body contains token `i`, as the file
    /// scan found it (its properties may not be read): for what needs only its name and braces.
    func enclosingTypeHeader(of i: Int) -> TypeDecl? {
        enclosingTypeIndex(of: i).map { fileTypes[$0] }
    }
}

/// What one analysis derives from one file, kept by the file's context (`RuleContext.analysis(_:)`)
/// for every rule that asks. It must not keep the context it is made from.
protocol FileAnalysis: AnyObject {
    init(_ context: RuleContext)
}

/// A remark about the run, not a finding: something listfix could not decide for want of a
/// setting (an unknown Swift version), printed once per run by `check` and never counted.
struct Remark: Sendable, Equatable {
    /// The rule that would have reported there.
    var rule: String
    var range: Range<Int>
    var message: String
}
