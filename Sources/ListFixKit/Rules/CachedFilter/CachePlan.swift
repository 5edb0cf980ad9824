import SwiftTokens

extension CachedFilter {
    /// The fix for the inline filter `filter` of `call` in `view`'s body, read at `uses`: a
    /// `@State` cache, what reads it, and the modifiers that refresh it; or why there is none.
    func plan(_ context: RuleContext, _ view: ViewType, _ call: RowsCall, _ filter: FilterData,
              uses: [Range<Int>]) -> Result<Fix, FixBlocked> {
        let file = context.file
        let x = filter.collection.text(file)
        let element: String, root: (statement: Statement, first: Int), inputs: [String], found: Applicability
        switch (elementType(context, filter, x), refreshRoot(file, view, call)) {
        case (.failure(let blocked), _), (_, .failure(let blocked)): return .failure(blocked)
        case (.success(let e), .success(let r)): (element, root) = (e, r)
        }
        switch self.inputs(context, view, filter, x, element: element) {
        case .failure(let blocked): return .failure(blocked)
        case .success(let result): (inputs, found) = result
        }
        // The refresh is written for the target: with none known, what it needs is unproven.
        let applicability = context.target.allPlatforms(atLeast: Availability.onChangeWithInitial) == nil && found.isSafe
            ? .unsafe(reason: "the deployment target is unknown, and the refresh uses `.onChange(of:initial:)` (iOS 17, macOS 14)")
            : found
        let name = cacheName(context, view, filter, x)
        var edits = [stateProperty(context, view, name: name, element: element)]
        // Each use of the same filter in the body reads the cache.
        for use in uses { edits.append(Edit(range: use, replacement: name)) }
        edits += refresh(context, view, filter, x, name: name, inputs: inputs, root: root)
        return .success(Fix(message: "Cache the filtered `\(x)` in `@State private var \(name)`", edits: edits,
                            applicability: applicability))
    }

    /// The element type of the filtered collection `x`.
    func elementType(_ context: RuleContext, _ filter: FilterData, _ x: String) -> Result<String, FixBlocked> {
        guard let type = TypeResolver(context).type(of: filter.collection) else { return .failure(Fix.blocked("the type of `\(x)` is unknown")) }
        guard let element = TypeResolver.arrayElement(type) else {
            return .failure(Fix.blocked("listfix cannot tell the element type of `\(x)` (`\(type)`)"))
        }
        return .success(element)
    }

    /// The body's outermost view, which gets the refresh (a ForEach there would run it per row),
    /// and its first token after any `return`.
    func refreshRoot(_ file: SourceFile, _ view: ViewType, _ call: RowsCall) -> Result<(statement: Statement, first: Int), FixBlocked> {
        guard let root = file.statements(inBody: view.bodyOpen).last else { return .failure(Fix.blocked("`body` is empty")) }
        var rootFirst = root.first
        if file.isKeyword(rootFirst, "return"), let n = file.next(after: rootFirst) { rootFirst = n }
        if rootFirst == call.nameToken {
            return .failure(Fix.blocked("the `\(call.kind.rawValue)` is `body`'s outermost view, and modifiers on it apply per row; put it in a container first"))
        }
        // `var body: some View { rows }` or `Group { … }`: the modifier would go on what may be the rows
        // themselves, and apply per row (with none, never).
        if file.isIdentifier(rootFirst, "Group") || (file.tokens[rootFirst].kind == .identifier && rootFirst == root.last
            && ViewCountReader.viewMembers(of: view.decl, in: file, named: file.text(rootFirst)).isEmpty == false) {
            return .failure(Fix.blocked("`body`'s outermost view is `\(file.text(rootFirst))`, whose modifiers may apply per row; put the rows in a container first"))
        }
        // A stored property cannot go in an extension.
        if view.decl.kind == .extension {
            return .failure(Fix.blocked("`body` is in an extension of the view, which cannot hold the cache's state"))
        }
        return .success((root, rootFirst))
    }

    /// What the cache is refreshed on: `x` and the view's properties the predicate reads, and how
    /// safe the fix is for them (`.onChange(of:)` needs each to be Equatable, the element too).
    func inputs(_ context: RuleContext, _ view: ViewType, _ filter: FilterData, _ x: String,
                element: String) -> Result<([String], Applicability), FixBlocked> {
        let file = context.file
        let t = file.tokens
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
                // `Date.now`, `Date()`: the clock moves with no change a cache could be refreshed on.
                if t[j].length == 4, file.tokenIs(j, "Date") {
                    return .failure(Fix.blocked("the predicate reads the clock (`Date`), which a cache refreshed on changes would not follow"))
                }
                if let n = file.next(after: j), t[n].kind == .leftParen || t[n].kind == .leftBrace,
                   name.first?.isLowercase == true {
                    return .failure(Fix.blocked("the predicate calls `\(name)`, which may read state listfix cannot track"))
                }
                // A local of the body or of the member around the rows (`let q = query.lowercased()`): the
                // cache is refreshed on the view's properties, and would keep the rows of an old `q`.
                // A local of the predicate itself (a nested closure's parameter, a `let` in it) is its own.
                if !file.isMemberName(j), let local = DataOrigin.local(name, at: j, in: context),
                   !(filter.predicateFirst < local.keyword && local.keyword < filter.predicateLast),
                   !declaredInNestedClosure(name, at: j, within: filter.predicateFirst, file) {
                    return .failure(Fix.blocked("the predicate reads the local `\(name)`, which a cache refreshed on the view's properties cannot follow"))
                }
                guard let property = enclosingProperties[name] else { continue }
                // A computed property (`var cutoff: Date { Date() … }`) may give another value with
                // nothing changed: `onChange(of:)` would see it on every body, or never.
                guard property.isStored else {
                    return .failure(Fix.blocked("the predicate reads the computed `\(name)`, whose value a cache refreshed on changes cannot follow"))
                }
                if !inputs.contains(name) { inputs.append(name) }
                switch equatable(property.type.map { context.declarations.qualify($0, in: view.decl.name) }, context) {
                case .no: return .failure(Fix.blocked("the predicate reads `\(name)`, which is not Equatable"))
                case .unknown: applicability = .unsafe(reason: "whether `\(name)` is Equatable is unknown")
                case .yes: break
                }
            }
        }
        switch equatable(element, context) {
        case .no:
            return .failure(Fix.blocked("`\(element)` is not Equatable, and `onChange(of: \(x))` needs it to be"))
        case .unknown:
            applicability = .unsafe(reason: "whether `\(element)` is Equatable is unknown")
        case .yes:
            // A hand-written `==` may leave out what the predicate reads: `onChange` would then miss
            // an edit that changes which elements pass, and the cache would show the old rows.
            let nominal = TypeResolver.nominal(element)
            if context.declarations.hasOwnEquality(nominal) {
                applicability = .unsafe(reason: "`\(nominal)` has its own `==`, which may not compare what the filter reads")
            } else if let kind = context.declarations.info(nominal)?.kind, kind == .class || kind == .actor {
                // A class's `==` that it does not write is an instance's identity (`@Model`, `NSObject`):
                // an edit to an element in place changes no array `onChange` compares.
                applicability = .unsafe(reason: "`\(nominal)` is a class, whose `==` compares instances: `onChange(of: \(x))` misses an element edited in place")
            } else if let member = classMember(of: nominal, context) {
                // The same one level down: a struct's `==` compares its class member by instance.
                applicability = .unsafe(reason: "`\(nominal).\(member.name)` is a `\(member.type)`, a class whose `==` compares instances: `onChange(of: \(x))` misses an edit to it in place")
            }
        }
        return .success((inputs, applicability))
    }

    /// A stored property of `type` whose type is a class of the project: a value's `==` compares it
    /// by instance, whatever changes inside it.
    func classMember(of type: String, _ context: RuleContext) -> (name: String, type: String)? {
        let d = context.declarations
        for p in d.info(type)?.properties ?? [] where p.isStored && !p.isStatic {
            guard let declared = p.type else { continue }
            let member = TypeResolver.nominal(TypeResolver.arrayElement(declared) ?? declared)
            if let kind = d.info(d.qualify(member, in: type))?.kind, kind == .class || kind == .actor { return (p.name, member) }
        }
        return nil
    }

    /// Whether a closure between the predicate's `{` at `open` and token `j` declares `name` as a
    /// parameter (`tags.contains { tag in tag == selected }`).
    func declaredInNestedClosure(_ name: String, at j: Int, within open: Int, _ file: SourceFile) -> Bool {
        var scope = file.tree.enclosing(j)
        while let inner = scope, inner > open {
            if file.closureSignature(of: inner)?.parameters.contains(where: { file.tokenIs($0, name) }) == true { return true }
            scope = file.tree.enclosing(inner)
        }
        return false
    }

    /// The cache's name: `enabledItems` from `$0.isEnabled`, else `filteredItems`; free in the type.
    func cacheName(_ context: RuleContext, _ view: ViewType, _ filter: FilterData, _ x: String) -> String {
        let file = context.file
        let capitalized = CachedFilter.capitalizedLastName(file, filter, x)
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
        return name
    }

    /// The last name of the filtered collection's path, capitalized: `Items` of `model.items`.
    static func capitalizedLastName(_ file: SourceFile, _ filter: FilterData, _ x: String) -> String {
        let last = filter.collection.names(file).last ?? x
        return last.prefix(1).uppercased() + last.dropFirst()
    }

    /// `@State private var NAME: [E] = []` after the view's last stored property.
    func stateProperty(_ context: RuleContext, _ view: ViewType, name: String, element: String) -> Edit {
        let file = context.file
        let (unit, newline) = context.layout
        let memberIndent = file.indentation(ofLineContaining: file.tokens[view.decl.open].start) + unit
        let insertion = view.propertyInsertionPoint(file)
        let needsNewline = insertion > 0 && file.bytes[insertion - 1] != 0x0A && file.bytes[insertion - 1] != 0x0D
        return Edit(range: insertion..<insertion,
                    replacement: (needsNewline ? newline : "") + "\(memberIndent)@State private var \(name): [\(element)] = []\(newline)")
    }

    /// The refresh, at the end of body's outermost view: `.onChange(of: x, initial: true)` alone
    /// when `x` is the one input and the target has it; else a `refreshNAME()` method that
    /// `.onChange` (or, on older targets, `.onAppear` and the one-value `.onChange`) calls.
    func refresh(_ context: RuleContext, _ view: ViewType, _ filter: FilterData, _ x: String, name: String,
                 inputs: [String], root: (statement: Statement, first: Int)) -> [Edit] {
        let file = context.file
        let t = file.tokens
        let (unit, newline) = context.layout
        let memberIndent = file.indentation(ofLineContaining: t[view.decl.open].start) + unit
        let predicate = file.text(tokens: filter.period, through: filter.last)
        let modern = context.target.allPlatforms(atLeast: Availability.onChangeWithInitial) != false
        let capitalized = CachedFilter.capitalizedLastName(file, filter, x)
        let capitalizedName = name.prefix(1).uppercased() + name.dropFirst()
        var chainIndent = file.indentation(ofLineContaining: t[root.statement.first].start)
        if let lastModifier = file.modifierChain(after: file.callEnd(from: root.first)).last,
           file.lineBreakBetween(file.previous(before: lastModifier.period) ?? lastModifier.period, lastModifier.period) {
            chainIndent = file.indentation(ofLineContaining: t[lastModifier.period].start)
        } else if !file.lineBreakBetween(root.statement.first, root.statement.last) {
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
        var edits = [FixEdits.modifiers(modifiers, after: root.statement.last, in: file, indent: i, newline: nl)]
        if let function {
            let after = file.lineEnd(containing: t[view.bodyClose].end)
            edits.append(Edit(range: after..<after, replacement: function))
        }
        return edits
    }
}
