import SwiftTokens

/// `ForEach(items.filter { ... })` filters on every body evaluation; keep the result in
/// `@State` and refresh it when its inputs change.
public struct CachedFilter: Rule {
    public let metadata = RuleMetadata(
        id: "cached-filter",
        fixSafety: .sometimes,
        triggers: ["filter"],
        isDefault: false)

    public init() {}

    static let equatableTypes: Set<String> = ["String", "Int", "Double", "Float", "Bool", "Character", "Date", "UUID",
                                              "URL", "Substring", "Int64", "Int32", "UInt", "CGFloat", "Decimal"]

    /// One inline filter in row data, in a View's body.
    struct Occurrence {
        var call: RowsCall
        var filter: FilterData
        var view: ViewType
        var key: String
        var range: Range<Int>
    }

    public func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        var occurrences: [Occurrence] = []
        for call in context.listCalls {
            guard let (first, last) = call.dataTokens(file), let filter = FilterData.parse(file, first, last),
                  let decl = context.enclosingType(of: call.nameToken), let view = context.viewType(decl),
                  view.bodyOpen < call.nameToken, call.nameToken < view.bodyClose else { continue }
            // Constant input (`Options.allCases`, a `static let` list): the cheap filter gives the same rows every time.
            if DataOrigin.of(filter.collection.first, filter.collection.last, in: context) == .constant { continue }
            occurrences.append(Occurrence(call: call, filter: filter, view: view, key: "\(decl.open):\(filterKey(file, filter))",
                                          range: file.tokens[first].start..<file.tokens[last].end))
        }
        // The same filter in one body is cached once: one plan per key, covering every occurrence.
        var byKey: [String: [Occurrence]] = [:]
        for o in occurrences { byKey[o.key, default: []].append(o) }
        var plans: [String: Result<Fix, FixBlocked>] = [:]
        var out: [Finding] = []
        for o in occurrences {
            let x = o.filter.collection.text(file)
            let message = "`\(x).filter` runs over every element of `\(x)` each time the body is evaluated"
            if plans[o.key] == nil { plans[o.key] = plan(context, o.view, o.call, o.filter, uses: byKey[o.key]!.map { $0.range }) }
            switch plans[o.key]! {
            case .failure(let why):
                out.append(Finding(rule: metadata.id, range: o.range, message: message + "; no automatic fix: \(why.why)"))
            case .success(let fix):
                out.append(Finding(rule: metadata.id, range: o.range, message: message, fix: fix))
            }
        }
        return out
    }

    /// The filter's source text with whitespace removed, so the same filter written twice is cached once.
    func filterKey(_ file: SourceFile, _ filter: FilterData) -> String {
        String(file.text(tokens: filter.collection.first, through: filter.last).filter { !$0.isWhitespace })
    }


    func plan(_ context: RuleContext, _ view: ViewType, _ call: RowsCall, _ filter: FilterData,
              uses: [Range<Int>]) -> Result<Fix, FixBlocked> {
        let file = context.file
        let t = file.tokens
        let resolver = TypeResolver(context)
        let x = filter.collection.text(file)
        guard let type = resolver.type(of: filter.collection) else { return .failure(FixBlocked(why: "the type of `\(x)` is unknown")) }
        guard let element = TypeResolver.arrayElement(type) else {
            return .failure(FixBlocked(why: "listfix cannot tell the element type of `\(x)` (`\(type)`)"))
        }

        // The body's outermost view gets the refresh; a ForEach there would run it per row.
        let statements = file.statements(inBody: view.bodyOpen)
        guard let root = statements.last else { return .failure(FixBlocked(why: "`body` is empty")) }
        var rootFirst = root.first
        if file.isKeyword(rootFirst, "return"), let n = file.next(after: rootFirst) { rootFirst = n }
        if rootFirst == call.nameToken {
            return .failure(FixBlocked(why: "the `\(call.kind.rawValue)` is `body`'s outermost view, and modifiers on it apply per row; put it in a container first"))
        }

        // Inputs: X and the view's properties the predicate reads.
        var inputs = [x]
        var applicability = Applicability.safe
        let enclosingProperties = Dictionary(view.decl.properties.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let parameters = Set(file.closureSignature(of: filter.predicateFirst)?.parameters.map { file.text($0) } ?? [])
        if !filter.isKeyPath {
            var j = filter.predicateFirst + 1
            while j < filter.predicateLast {
                defer { j += 1 }
                guard t[j].kind == .identifier else { continue }
                let name = file.text(j)
                if name.hasPrefix("$") || parameters.contains(name) { continue }
                // A member of `self` is the view's own property; other member names are not references.
                if file.isMemberName(j) {
                    guard let p = file.previous(before: j), let pp = file.previous(before: p), file.isKeyword(pp, "self") else { continue }
                }
                if file.isArgumentLabel(j) { continue }
                if let n = file.next(after: j), t[n].kind == .leftParen || t[n].kind == .leftBrace,
                   name.first?.isLowercase == true {
                    return .failure(FixBlocked(why: "the predicate calls `\(name)`, which may read state listfix cannot track"))
                }
                guard let property = enclosingProperties[name] else { continue }
                if !inputs.contains(name) { inputs.append(name) }
                switch equatable(property.type.map { context.declarations.qualify($0, in: view.decl.name) }, context) {
                case .no: return .failure(FixBlocked(why: "the predicate reads `\(name)`, which is not Equatable"))
                case .unknown: applicability = .unsafe(reason: "whether `\(name)` is Equatable is unknown")
                case .yes: break
                }
            }
        }
        switch equatable(element, context) {
        case .no:
            return .failure(FixBlocked(why: "`\(element)` is not Equatable, and `onChange(of: \(x))` needs it to be"))
        case .unknown:
            applicability = .unsafe(reason: "whether `\(element)` is Equatable is unknown")
        case .yes:
            break
        }

        // Names: `enabledItems` from `$0.isEnabled`, else `filteredItems`; free in the type.
        let last = filter.collection.names(file).last ?? x
        let capitalized = last.prefix(1).uppercased() + last.dropFirst()
        var base = "filtered" + capitalized
        // Only a property name that is a plain identifier can lend its words (`$0.$0x` cannot).
        if let flag = filter.testedProperty(file), flag.first.map({ $0.isLetter || $0 == "_" }) == true,
           flag.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            var word = Substring(flag)
            for prefix in ["is", "has"] where word.hasPrefix(prefix) && word.dropFirst(prefix.count).first?.isUppercase == true {
                word = word.dropFirst(prefix.count)
            }
            base = word.prefix(1).lowercased() + word.dropFirst() + capitalized
        }
        let used = usedNames(context, view)
        var name = base
        var n = 2
        while used.contains(name) { name = base + String(n); n += 1 }
        let capitalizedName = name.prefix(1).uppercased() + name.dropFirst()

        let (unit, newline) = context.layout
        let memberIndent = file.indentation(ofLineContaining: t[view.decl.open].start) + unit
        let predicate = file.text(tokens: filter.period, through: filter.last)
        let modern = context.target.allPlatforms(atLeast: [.iOS: Version([17]), .macOS: Version([14]), .tvOS: Version([17]),
                                                           .watchOS: Version([10]), .visionOS: Version([1])]) != false
        var edits: [Edit] = []

        // The state property.
        let insertion = view.propertyInsertionPoint(file)
        let needsNewline = insertion > 0 && file.bytes[insertion - 1] != 0x0A && file.bytes[insertion - 1] != 0x0D
        edits.append(Edit(range: insertion..<insertion,
                          replacement: (needsNewline ? newline : "") + "\(memberIndent)@State private var \(name): [\(element)] = []\(newline)"))

        // Each use of the same filter in the body reads the cache.
        for use in uses { edits.append(Edit(range: use, replacement: name)) }

        // The refresh, at the end of body's outermost view.
        var chainIndent = file.indentation(ofLineContaining: t[root.first].start)
        if let lastModifier = file.modifierChain(after: file.callEnd(from: rootFirst)).last,
           file.lineBreakBetween(file.previous(before: lastModifier.period) ?? lastModifier.period, lastModifier.period) {
            chainIndent = file.indentation(ofLineContaining: t[lastModifier.period].start)
        } else if !file.lineBreakBetween(root.first, root.last) {
            chainIndent += unit
        }
        let i = chainIndent, u = unit, nl = newline
        var modifiers: [String]
        var function: String?
        if inputs.count == 1 && modern {
            let newName = "new" + capitalized
            modifiers = [".onChange(of: \(x), initial: true) { _, \(newName) in\(nl)\(i)\(u)\(name) = \(newName)\(predicate)\(nl)\(i)}"]
        } else {
            function = "\(nl)\(memberIndent)private func refresh\(capitalizedName)() {\(nl)\(memberIndent)\(u)\(name) = \(x)\(predicate)\(nl)\(memberIndent)}\(nl)"
            if modern {
                modifiers = inputs.enumerated().map { k, input in
                    ".onChange(of: \(input)\(k == 0 ? ", initial: true" : "")) { refresh\(capitalizedName)() }"
                }
            } else {
                modifiers = [".onAppear { refresh\(capitalizedName)() }"] + inputs.map { input in
                    ".onChange(of: \(input)) { _ in refresh\(capitalizedName)() }"
                }
            }
        }
        edits.append(FixEdits.modifiers(modifiers, after: root.last, in: file, indent: i, newline: nl))
        if let function {
            let after = file.lineEnd(containing: t[view.bodyClose].end)
            edits.append(Edit(range: after..<after, replacement: function))
        }
        return .success(Fix(message: "Cache the filtered `\(x)` in `@State private var \(name)`", edits: edits,
                            applicability: applicability))
    }

    /// Whether values of `type` can be compared, which `.onChange(of:)` needs.
    func equatable(_ type: String?, _ context: RuleContext) -> Proof {
        guard var type else { return .unknown }
        while type.hasSuffix("?") { type.removeLast() }
        if CachedFilter.equatableTypes.contains(type) { return .yes }
        if let element = TypeResolver.arrayElement(type) { return equatable(element, context) }
        return context.declarations.conformance(of: TypeResolver.nominal(type), toAnyOf: ["Equatable", "Hashable", "Comparable"])
    }

    /// Every property and identifier the type already uses.
    func usedNames(_ context: RuleContext, _ view: ViewType) -> UsedNames {
        UsedNames(file: context.file, range: view.decl.open..<view.decl.close,
                  properties: view.decl.properties.map { $0.name } + (context.declarations.info(view.decl.name)?.properties.map { $0.name } ?? []))
    }
}
