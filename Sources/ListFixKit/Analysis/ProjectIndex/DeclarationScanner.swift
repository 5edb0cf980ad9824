// ProjectIndex: what the project declares, read in one pass over each file (`DeclarationScanner`)
// and joined into one index (`Declarations`): types, properties, conformances, by full name
// (`TypeNames`, `TypeResolver`); the facts only some rules read (`ProjectFacts`); where rows read
// their data (`RowDataUse`); and a file's types by body (`TypeBodies`).

import SwiftTokens

/// Finds type declarations, extensions and their properties in one file's tokens.
public enum DeclarationScanner {
    /// Types with their properties, or only the types (with empty property lists) when a
    /// caller needs the properties of a few of them: see `properties(of:in:)`.
    public static func scan(_ file: SourceFile, properties wanted: Bool = true) -> FileDeclarations {
        scan(file, properties: wanted, triggers: nil, facts: .all)
    }

    /// With `triggers`, the same walk over the tokens also finds which trigger words the file's
    /// identifiers spell (`FileDeclarations.triggerWords`), as `TriggerWords.present(in:)` would.
    /// With `watched`, the tokens the lexer listed for `watch(triggers:)` (in order), only they are
    /// visited: every other token is one the walk passes over. Of the facts only some rules read,
    /// it records `facts`.
    static func scan(_ file: SourceFile, properties wanted: Bool, triggers: TriggerWords?, watched: [Int32]? = nil,
                     facts: ProjectFacts) -> FileDeclarations {
        var types: [TypeDecl] = []
        var found: UInt64 = 0
        let looksUp = triggers != nil
        let candidates = triggers?.candidates ?? [], words = triggers?.words ?? [], keys = triggers?.keys ?? []
        let longWords = triggers?.longWords ?? 0
        var writes = WriteLog()
        var guardsHiding = false
        var hidesBelow = false
        /// Whether the file calls `.onHover` or `.onContinuousHover` (`PointerState`).
        var hovers = false
        /// Computed `id`s: the type's index and what the `id` reads.
        var idSources: [(Int, ComputedSource)] = []
        var madeValues: [(Int, String, String)] = []
        /// Open type bodies: index into `types`, the close brace token, and whether it is a view
        /// struct (read at each assignment, so asked once).
        var open: [(index: Int, close: Int, view: Bool)] = []
        /// Types with a computed `var body: some View`: index into `types` and the body's `{`.
        var bodies: [(index: Int, open: Int)] = []
        /// The `sorted` or `filter` of each `x.sorted(…)` or `x.filter(…)` call (`SortingMembers`).
        var sortedCalls: [Int] = []
        /// Inputs copied into a view's `@State` where it appears.
        var appearCopies: [StateCopiedOnAppear] = []
        file.tokens.withUnsafeTokens { t in
          file.bytes.withUnsafeBufferPointer { b in
            candidates.withUnsafeBufferPointer { c in
              keys.withUnsafeBufferPointer { keys in
                // The words found so far live in the closure: a `var` of the function that a local
                // function captures costs an exclusivity check at each access.
                var present: UInt64 = 0
                defer { found = present }
                /// Adds the trigger words that the identifier at `k` spells.
                @inline(__always) func lookUp(_ k: Int) {
                    let token = t[k]
                    guard token.kind == .identifier else { return }
                    let first = b[token.start]
                    guard first < 128 else { return }
                    let bits = c[TriggerWords.slot(token.length, first)] & ~present
                    if bits != 0 { present |= TriggerWords.spelled(bits, keys, longWords: longWords, words, at: token, in: b) }
                }
                var i = 0
                var w = 0
                while true {
                    if let watched {
                        // The next listed token at or after `i` (a type's header is passed over).
                        while w < watched.count && Int(watched[w]) < i { w += 1 }
                        guard w < watched.count else { break }
                        i = Int(watched[w])
                        w += 1
                    } else if i >= t.count {
                        break
                    }
                    // Only a few words matter, and most tokens are not keywords or identifiers:
                    // look at kind, length and first byte before anything else.
                    let token = t[i]
                    guard token.kind == .keyword || token.kind == .identifier else {
                        // Writes: only an operator ending in `=` that is not a comparison or a
                        // declaration's, or a lone `&`, is looked at further.
                        if wanted && token.kind == .operator {
                            let last = b[token.end - 1]
                            let isWrite = last == 0x3D
                                ? (token.length == 1 || (token.length == 2 && b[token.start] != 0x3D && b[token.start] != 0x21
                                    && b[token.start] != 0x3C && b[token.start] != 0x3E) || (token.length > 2 && b[token.end - 2] != 0x3D))
                                : token.length == 1 && last == 0x26
                            // `let x = …`, `var x: T = …`, a default `x: Int = 0`: declarations, not writes.
                            let declares = i >= 4 && t[i - 1].kind == .whitespace && t[i - 3].kind == .whitespace
                                && (t[i - 4].kind == .keyword || t[i - 4].kind == .colon)
                            if isWrite && !declares {
                                while let top = open.last, i > top.close { open.removeLast() }
                                ProjectWrites.record(file, at: i, into: &writes, properties: open.last.map { types[$0.index].properties } ?? [],
                                                     owner: open.last.map { types[$0.index].name })
                                // A view's own writes of its state, and its copies into it: views are a few of
                                // the types that assign.
                                if last == 0x3D, let top = open.last, top.view {
                                    ProjectWrites.recordOwnStateWrite(file, at: i, into: &writes, properties: types[top.index].properties,
                                                                      owner: types[top.index].name)
                                    if token.length == 1,
                                       let copy = StateCopiedOnAppear.at(file, i, type: top.index, properties: types[top.index].properties) {
                                        appearCopies.append(copy)
                                    }
                                }
                            }
                        }
                        i += 1
                        continue
                    }
                    if looksUp { lookUp(i) }
                    let first = b[token.start]
                    // By length first (a jump table), then the first byte: most identifiers stop here.
                    if first == 0x24 { // `$name`: a binding a control may write through
                        if wanted && token.kind == .identifier {
                            recordBinding(file, at: i, into: &writes, open: &open, types: types)
                        }
                        i += 1
                        continue
                    }
                    // `x.filter(…)`: a member that filters walks its data as one that sorts does.
                    if wanted, token.length == 6, first == 0x66, token.kind == .identifier, i > 0, t[i - 1].kind == .period,
                       SortingMembers.isFilterCall(file, i) {
                        // A view's own getters are read where they are written (`DerivedRows`).
                        while let top = open.last, i > top.close { open.removeLast() }
                        if let top = open.last, !types[top.index].conformances.contains("View") { sortedCalls.append(i) }
                        i += 1
                        continue
                    }
                    // A member named like one of the mutating methods (`.append(`, `.remove(at:`): by
                    // length and first letter first, so most names stop at one table read.
                    if wanted, token.kind == .identifier, i > 0, t[i - 1].kind == .period,
                       MutatingMethods.mayName(length: token.length, first: first) {
                        // `x.sorted(…)`: its length and first letter are `swapAt`'s.
                        if token.length == 6, first == 0x73, SortingMembers.isSortedCall(file, i) {
                            sortedCalls.append(i)
                            i += 1
                            continue
                        }
                        while let top = open.last, i > top.close { open.removeLast() }
                        // `self.setValue(_:forKey:)`, a write by key-value coding (its length and first letter are
                        // `subtract`'s). A bare `setValue(` is not looked for: `self.` is how such code is written.
                        if token.length == 8, file.tokenIs(i, "setValue") {
                            ProjectWrites.recordKeyValueWrite(file, at: i, into: &writes, owner: open.last.map { types[$0.index].name })
                            i += 1
                            continue
                        }
                        ProjectWrites.recordMutatingCall(file, at: i, into: &writes,
                                                         properties: open.last.map { types[$0.index].properties } ?? [],
                                                         type: open.last.map { types[$0.index].name },
                                                         typeOpen: facts.contains(.repeatedValues) ? open.last.map { types[$0.index].open } : nil)
                        i += 1
                        continue
                    }
                    // One jump on the length, then the first byte: most identifiers stop here.
                    var typeWord = false
                    switch token.length {
                    case 3 where first == 0x76 || first == 0x6C: // var, let
                        guard wanted, token.kind == .keyword, file.tokenIs(i, "var") || file.tokenIs(i, "let") else { break }
                        while let top = open.last, i > top.close { open.removeLast() }
                        if let top = open.last, file.tree.enclosing(i) == types[top.index].open,
                           let property = property(file, at: i, repeats: facts.contains(.repeatedValues)) {
                            // Only a computed `id` is asked what it is made of, kept once per type.
                            let computedID = !property.isStored && !property.isStatic && property.name == "id"
                            types[top.index].properties.append(property)
                            if property.name == "body", !property.isStored, property.type == "someView",
                               let body = head(file, at: i)?.rest, t[body].kind == .leftBrace {
                                bodies.append((top.index, body))
                            }
                            if computedID, let source = computedSource(file, at: i) { idSources.append((top.index, source)) }
                            if facts.contains(.madeValues), !property.isStored, !property.isStatic,
                               property.type?.utf8.first == UInt8(ascii: "["), let made = madeValue(file, at: i) {
                                madeValues.append((top.index, property.name, made))
                            }
                        }
                    case 4 where first == 0x66: // func
                        guard wanted, token.kind == .keyword, file.tokenIs(i, "func") else { break }
                        while let top = open.last, i > top.close { open.removeLast() }
                        if let top = open.last, let hash = nonMutatingMethod(file, func: i, body: types[top.index].open) {
                            types[top.index].nonMutatingMethods.append(hash)
                            if facts.contains(.madeValues), let (name, made) = madeByMethod(file, func: i) {
                                madeValues.append((top.index, name, made))
                            }
                        }
                    case 4 where first == 0x69: // init
                        guard wanted, token.kind == .keyword, file.tokenIs(i, "init"),
                              let body = WriteSyntax.initializerBody(file, keyword: i) else { break }
                        writes.enterInitializer(body)
                    case 4 where first == 0x65, 5 where first == 0x61 || first == 0x63, 6 where first == 0x73,
                         8 where first == 0x70, 9 where first == 0x65: // enum, actor, class, struct, protocol, extension
                        typeWord = true
                    case 9 where first == 0x74: // typealias
                        guard token.kind == .keyword, file.tokenIs(i, "typealias"), let name = file.next(after: i),
                              t[name].kind == .identifier else { break }
                        types.append(TypeDecl(name: file.text(name), kind: .alias, conformances: aliasedArray(file, name: name), properties: [],
                                              open: i, close: i))
                    case 7 where first == 0x6F, 17 where first == 0x6F: // onHover, onContinuousHover
                        if wanted && !hovers && token.kind == .identifier && i > 0 && t[i - 1].kind == .period {
                            hovers = file.tokenIs(i, "onHover") || file.tokenIs(i, "onContinuousHover")
                        }
                    case 23 where first == 0x73: // scrollContentBackground
                        guard wanted, facts.contains(.backgroundHiding), file.tokenIs(i, "scrollContentBackground") else { break }
                        BackgroundHiders.record(file, at: i, guarded: &guardsHiding, below: &hidesBelow)
                    default:
                        break
                    }
                    if typeWord, let typeKind = typeKeyword(file, i), let decl = typeHeader(file, at: i, kind: typeKind) {
                        while let top = open.last, i > top.close { open.removeLast() }
                        types.append(decl)
                        open.append((types.count - 1, decl.close, decl.kind == .struct && decl.conformances.contains("View")))
                        // The header's names are passed over here, but not by the trigger search.
                        if looksUp, decl.open > i + 1 { for k in i + 1..<decl.open { lookUp(k) } }
                        i = decl.open + 1
                        continue
                    }
                    i += 1
                }
              }
            }
          }
        }
        // Once every declaration of the file is known: a body may call members of an extension below it.
        var extensions: [String: [TypeDecl]]?
        for (index, body) in bodies {
            // Two bodies in one type (`#if os(iOS)` … `#else` …): which one builds is not known.
            if types[index].bodyCount != nil {
                types[index].bodyCount = .count(.unknown(nil))
                continue
            }
            if let term = ViewCountReader.singleBuiltinView(file, body: body) {
                types[index].bodyCount = term
                continue
            }
            if extensions == nil {
                extensions = [:]
                for t in types where t.kind == .extension { extensions![t.name, default: []].append(t) }
            }
            let members = [types[index]] + (types[index].kind == .extension ? [] : extensions![types[index].name] ?? [])
            types[index].bodyCount = ViewCountReader(file, members: members).term(file.statements(inBody: body))
        }
        let local = types.isEmpty ? [] : nameNestedTypes(&types, in: file)
        for k in local { types[k].isLocal = true }
        if hovers && !types.isEmpty { PointerState.mark(&types, in: file) }
        if wanted && !types.isEmpty { StateObjectSeeds.mark(&types, in: file); TypedBindings.mark(&types, in: file) }
        if !appearCopies.isEmpty { StateCopiedOnAppear.mark(&types, appearCopies, in: file) }
        let clearsTables = wanted && facts.contains(.backgroundHiding) && types.contains(where: { $0.kind == .extension && BackgroundHiders.tableViews.contains($0.name) })
            && BackgroundHiders.clearTableBackgrounds(types, in: file)
        var declared = FileDeclarations(types: types, writes: writes.changes)
        declared.guardsBackgroundHiding = guardsHiding
        declared.hidesBackgroundBelow = hidesBelow
        declared.clearsTableViews = clearsTables
        declared.bareWrites = writes.bare
        // `cards.append("")`, `notes.append(newNoteText)` with `newNoteText` typed into a field of this
        // file: values that may equal one already there, kept as `\u{2}cards` beside the made values.
        if facts.contains(.repeatedValues) {
            var looked: [UInt64: Bool] = [:]
            for append in writes.repeatable where append.typed.map({ declared.writes[$0]?.contains(.typed) == true }) ?? true {
                // A local array (`args.append("--locked")`) is no row data; asked before the lookups.
                guard !ProjectWrites.isLocalCollection(file, append.collection),
                      !ProjectWrites.checksBeforeAppend(file, append, looked: &looked),
                      !ProjectWrites.buildsOnce(file, append, among: writes.repeatable) else { continue }
                declared.madeValues[append.type + "\u{0}" + Declarations.repeatableAppend + file.text(append.collection)]
                    = file.text(tokens: append.value.first, through: append.value.last)
            }
        }
        // `messages[i] = Message(…)` in a type that holds `messages`: its elements are made anew where
        // they stand, kept as `messages[]` beside the members that make values.
        if facts.contains(.madeValues) {
            for remade in writes.remade { declared.madeValues[remade.type + "\u{0}" + remade.name + "[]"] = remade.made }
            // `messages = loaded.map { Message(…) }`: refilled whole with values made anew, kept as `messages=`.
            for refilled in writes.refilled { declared.madeValues[refilled.type + "\u{0}" + refilled.name + "="] = refilled.made }
        }
        if looksUp { declared.triggerWords = found }
        // The identifiers are `repeated-id`'s hint words: the trigger search above tells whether the file names one.
        if wanted, !types.isEmpty, triggers.map({ found & $0.eventIdentifierBits != 0 }) ?? true {
            declared.eventIdentifiedTypes = EventIdentifiedTypes.scan(file, types: types)
        }
        for (k, source) in idSources where !types[k].isLocal { declared.idSources[types[k].name] = source }
        for (k, name, made) in madeValues where !types[k].isLocal { declared.madeValues[types[k].name + "\u{0}" + name] = made }
        if facts.contains(.rowViewPresentations), !types.isEmpty, triggers.map({ found & $0.presentationBits != 0 }) ?? true {
            declared.rowViewPresentations = RowViewPresentations.scan(file, types: types, watched: watched)
        }
        // A scene is written in a file that names it: most files name none, and are not walked for one.
        if facts.contains(.sceneRoots), triggers.map({ found & $0.sceneBits != 0 }) ?? true {
            declared.sceneRoots = SceneRoots.scan(file, watched: watched)
        }
        if !sortedCalls.isEmpty { declared.sortingMembers = SortingMembers.members(sortedAt: sortedCalls, of: types, in: file) }
        // Most files take no offsets: the trigger search (or, without one, a memory search) tells
        // whether the file names the type.
        if facts.contains(.offsetsMethods), !types.isEmpty,
           triggers.map({ found & $0.offsetsBits != 0 }) ?? ByteSearch.contains(file.bytes, "IndexSet") {
            declared.offsetsMethods = OffsetsMethod.scan(file, types: types)
        }
        return declared
    }

    /// The write of the `$name` binding at `i`. The enclosing type is asked only for a binding handed
    /// on under its own name (`items: $items`), which `ProjectWrites` keeps with the type, and for a
    /// member's (`$group.name`), whose holder a view's properties may declare. Out of the scan's loop: its
    /// state stays as the loop keeps it.
    @inline(never)
    static func recordBinding(_ file: SourceFile, at i: Int, into writes: inout WriteLog,
                              open: inout [(index: Int, close: Int, view: Bool)], types: [TypeDecl]) {
        var owner: String?
        var properties: [PropertyDecl] = []
        let isMember = file.next(after: i).map { file.tokens[$0].kind == .period } ?? false
        let handed = WriteSyntax.mayBeHanded(file, at: i)
        if isMember || handed {
            while let top = open.last, i > top.close { open.removeLast() }
            if handed { owner = open.last.map { types[$0.index].name } }
            // Only a view declares a value handed in to be edited (`@Binding var note: Note`).
            if isMember, let top = open.last, top.view { properties = types[top.index].properties }
        }
        ProjectWrites.record(file, at: i, into: &writes, properties: properties, owner: owner)
    }

    /// What the lexer must list for a scan with `triggers` to visit only the listed tokens: every
    /// word the walk above reacts to, by length and first byte, and the operators that may assign.
    static func watch(triggers: TriggerWords) -> TokenWatch {
        var watch = TokenWatch()
        for w in triggers.words.prefix(64) where !w.isEmpty { watch.watch(length: w.count, first: w[0]) }
        for (length, first) in [(3, "v"), (3, "l"), (4, "f"), (4, "i")] {
            watch.watch(length: length, first: first.utf8.first!, identifiers: false, keywords: true)
        }
        // Type words (`actor` is an identifier, `typealias` names one) and the standard mutating methods.
        for (length, first) in [(4, "e"), (5, "a"), (5, "c"), (6, "s"), (8, "p"), (9, "e"), (9, "t")] {
            watch.watch(length: length, first: first.utf8.first!, keywords: true)
        }
        // `scrollContentBackground`, `onHover`, `onContinuousHover`; `filter` (`SortingMembers`).
        for (length, first) in [(23, "s"), (7, "o"), (17, "o"), (6, "f")] {
            watch.watch(length: length, first: first.utf8.first!)
        }
        for (length, first) in MutatingMethods.lengthsAndFirstBytes { watch.watch(length: length, first: first) }
        // The lazy containers and scenes the first pass's `LazyPlacement` and `SceneRoots` look for.
        for (length, first) in LazyPlacement.watchedNames + SceneRoots.watchedNames { watch.watch(length: length, first: first) }
        watch.watch(length: nil, first: 0x24) // `$name`
        watch.assignments = true
        return watch
    }

    /// A type declared in another's body is named by its full path (`Feed.Item`): one pass over
    /// the types in source order, outside the token loop.
    /// Returns the types declared in a function's or closure's body (and those nested in them).
    static func nameNestedTypes(_ types: inout [TypeDecl], in file: SourceFile) -> Set<Int> {
        var open: [Int] = []
        var local: Set<Int> = []
        for k in types.indices {
            while let top = open.last, types[top].close < types[k].open { open.removeLast() }
            let enclosing = file.tree.enclosing(types[k].open)
            if let top = open.last, enclosing == types[top].open {
                if local.contains(top) {
                    local.insert(k)
                } else if types[k].kind != .extension {
                    types[k].name = types[top].name + "." + types[k].name
                    types[k].isNested = true
                }
            } else if let brace = enclosing, file.tokens[brace].kind == .leftBrace, types[k].kind != .extension {
                local.insert(k)
            }
            open.append(k)
        }
        return local
    }

    /// The properties declared directly in `decl`'s body: only the body's top level is read.
    static func properties(of decl: TypeDecl, in file: SourceFile) -> [PropertyDecl] {
        let t = file.tokens
        var found: [PropertyDecl] = []
        var j = decl.open + 1
        while j < decl.close {
            if t[j].kind == .keyword, file.tokenIs(j, "var") || file.tokenIs(j, "let"), let property = property(file, at: j) {
                found.append(property)
            }
            j = file.skipGroup(j)
        }
        return found
    }

    /// The one expression the getter of the computed property `name` in `decl`'s body gives
    /// (`var rows: [Row] { cards.map(Row.init) }`), `return` dropped; nil when it is stored, or its
    /// getter is more than one statement.
    static func getterExpression(of name: String, in decl: TypeDecl, file: SourceFile) -> (first: TokenIndex, last: TokenIndex)? {
        guard let body = accessorBody(of: name, in: decl, file: file) else { return nil }
        let statements = file.statements(inBody: body.open)
        guard statements.count == 1 else { return nil }
        var first = statements[0].first
        if file.isKeyword(first, "return") {
            guard let next = file.next(after: first), next <= statements[0].last else { return nil }
            first = next
        }
        return (first, statements[0].last)
    }

    /// The braces of the accessor body of the computed property `name` declared directly in
    /// `decl`'s body (`var body: some View { … }`); nil when there is none or it is stored.
    static func accessorBody(of name: String, in decl: TypeDecl, file: SourceFile) -> (open: TokenIndex, close: TokenIndex)? {
        let t = file.tokens
        var j = decl.open + 1
        while j < decl.close {
            if t[j].kind == .keyword, file.tokenIs(j, "var"), let head = head(file, at: j), file.tokenIs(head.name, name) {
                guard t[head.rest].kind == .leftBrace, !isObserverBlock(file, head.rest),
                      let close = file.tree.match(head.rest) else { return nil }
                return (head.rest, close)
            }
            j = file.skipGroup(j)
        }
        return nil
    }

    /// The tokens of the value `let name = …` (or `var`) gives a stored property declared in `decl`'s body.
    /// `isStatic`, when given: only a declaration that is (or is not) `static` or `class`, as a
    /// type's own `static let icons` and an instance's `let icons` are two properties.
    static func storedValue(of name: String, in decl: TypeDecl, _ file: SourceFile, isStatic: Bool? = nil) -> (first: Int, last: Int)? {
        var j = decl.open + 1
        while j < decl.close {
            defer { j = file.skipGroup(j) }
            guard file.isKeyword(j, "let") || file.isKeyword(j, "var"), let head = head(file, at: j),
                  file.tokenIs(head.name, name), file.tokenIs(head.rest, "="), let value = file.next(after: head.rest) else { continue }
            if let isStatic, isStaticDeclaration(at: j, in: file) != isStatic { continue }
            let end = file.statementEnd(startingAt: value, limit: decl.close)
            return end >= value ? (value, end) : nil
        }
        return nil
    }

    /// Whether the `let` or `var` at `keyword` has `static` or `class` among its modifiers.
    static func isStaticDeclaration(at keyword: Int, in file: SourceFile) -> Bool {
        var k = file.previous(before: keyword)
        var steps = 0
        while let p = k, steps < 6, file.tokens[p].kind == .keyword || file.tokens[p].kind == .identifier || file.tokens[p].kind == .attribute {
            if file.isKeyword(p, "static") || file.tokenIs(p, "class") { return true }
            // A modifier's argument: `private(set)`.
            k = file.previous(before: p)
            steps += 1
        }
        return false
    }

    /// The bodies of every `func name(…) -> T {` declared directly in `decl` (nil for one that returns
    /// nothing): more than one is an overload, which the labels of a call would have to choose.
    static func methodBodies(of name: String, in decl: TypeDecl, file: SourceFile) -> [(open: TokenIndex, close: TokenIndex)?] {
        let t = file.tokens
        var out: [(open: TokenIndex, close: TokenIndex)?] = []
        var j = decl.open + 1
        while j < decl.close {
            if t[j].kind == .keyword, file.tokenIs(j, "func"), let n = file.next(after: j), file.tokenIs(n, name) {
                let signature = functionSignature(file, name: n, limit: decl.close)
                if signature.arrow != nil, let open = signature.body, let close = file.tree.match(open) { out.append((open, close)) } else { out.append(nil) }
            }
            j = file.skipGroup(j)
        }
        return out
    }

    /// For the name token of `func name(…) -> T {`: its `->` and its body's `{`, each nil when there
    /// is none before `limit` (a requirement, a method that returns nothing).
    static func functionSignature(_ file: SourceFile, name n: TokenIndex, limit: TokenIndex) -> (arrow: TokenIndex?, body: TokenIndex?) {
        let t = file.tokens
        var k = n + 1
        var arrow: Int?
        while k < limit, t[k].kind != .leftBrace, t[k].kind != .rightBrace, t[k].kind != .keyword || file.tokenIs(k, "where")
                || file.tokenIs(k, "throws") || file.tokenIs(k, "async") || file.tokenIs(k, "some") || file.tokenIs(k, "any")
                || file.tokenIs(k, "rethrows") {
            if t[k].kind == .arrow { arrow = k }
            k = file.skipGroup(k)
        }
        return (arrow, k < limit && t[k].kind == .leftBrace ? k : nil)
    }

    /// A property declaration's name and type annotation, and the token after them (`=`, `{`, or
    /// whatever ends it), from its `var`/`let` keyword.
    static func head(_ file: SourceFile, at keyword: TokenIndex) -> (name: TokenIndex, type: (first: TokenIndex, last: TokenIndex)?, rest: TokenIndex)? {
        let t = file.tokens
        guard let nameToken = file.next(after: keyword), t[nameToken].kind == .identifier,
              let after = file.next(after: nameToken) else { return nil }
        guard t[after].kind == .colon, let first = file.next(after: after) else { return (nameToken, nil, after) }
        let last = typeEnd(file, from: first)
        guard let n = file.next(after: last) else { return (nameToken, (first, last), last) }
        return (nameToken, (first, last), n)
    }

    /// The name hash of the method declared by the `func` at `i` directly in the body `{` at
    /// `body`, unless it is `mutating`.
    @inline(never)
    static func nonMutatingMethod(_ file: SourceFile, func i: Int, body: Int) -> UInt64? {
        // Operators too: a hand-written `static func ==` is a type's own equality.
        guard file.tree.enclosing(i) == body, let name = file.next(after: i),
              file.tokens[name].kind == .identifier || file.tokens[name].kind == .operator,
              !isMutating(file, func: i) else { return nil }
        return NameHash.of(file.bytes[file.tokens[name].range])
    }

    /// Whether the `func` at `i` is declared `mutating`: among the modifiers before it.
    static func isMutating(_ file: SourceFile, func i: Int) -> Bool { hasModifier(file, func: i, "mutating") }

    /// Whether `modifier` is among the modifiers and attributes before the `func` at `i`.
    static func hasModifier(_ file: SourceFile, func i: Int, _ modifier: StaticString) -> Bool {
        var j = file.previous(before: i)
        while let p = j, file.tokens[p].kind == .identifier || file.tokens[p].kind == .keyword || file.tokens[p].kind == .attribute {
            if file.tokenIs(p, modifier) { return true }
            guard file.tokens[p].kind == .attribute || isModifier(file, p) else { return false }
            j = file.previous(before: p)
        }
        return false
    }

    static func isModifier(_ file: SourceFile, _ i: Int) -> Bool {
        switch file.tokens[i].length {
        case 4: return file.tokenIs(i, "open") || file.tokenIs(i, "lazy") || file.tokenIs(i, "weak")
        case 5: return file.tokenIs(i, "class") || file.tokenIs(i, "final")
        case 6: return file.tokenIs(i, "public") || file.tokenIs(i, "static")
        case 7: return file.tokenIs(i, "private") || file.tokenIs(i, "unowned") || file.tokenIs(i, "dynamic") || file.tokenIs(i, "package")
        case 8: return file.tokenIs(i, "internal") || file.tokenIs(i, "override") || file.tokenIs(i, "mutating") || file.tokenIs(i, "required")
        case 11: return file.tokenIs(i, "fileprivate") || file.tokenIs(i, "nonisolated") || file.tokenIs(i, "convenience")
        default: return false
        }
    }

    static func typeKeyword(_ file: SourceFile, _ i: Int) -> TypeKind? {
        let t = file.tokens[i]
        // Dispatch on length and first byte before comparing text: most tokens are neither.
        switch (t.length, file.bytes[t.start]) {
        case (5, 0x61): return t.kind == .identifier && file.tokenIs(i, "actor") ? .actor : nil
        case (6, 0x73): return t.kind == .keyword && file.tokenIs(i, "struct") ? .struct : nil
        case (5, 0x63): return t.kind == .keyword && file.tokenIs(i, "class") ? .class : nil
        case (4, 0x65): return t.kind == .keyword && file.tokenIs(i, "enum") ? .enum : nil
        case (8, 0x70): return t.kind == .keyword && file.tokenIs(i, "protocol") ? .protocol : nil
        case (9, 0x65): return t.kind == .keyword && file.tokenIs(i, "extension") ? .extension : nil
        default: return nil
        }
    }

    /// `struct Name<T>: A, B where ... {` → the declaration with its body braces.
    static func typeHeader(_ file: SourceFile, at keyword: Int, kind typeKind: TypeKind) -> TypeDecl? {
        let t = file.tokens
        if let p = file.previous(before: keyword), t[p].kind == .period { return nil }
        guard var j = file.next(after: keyword), t[j].kind == .identifier else { return nil }
        var name = file.text(j)
        var isNested = false
        // `extension Outer.Inner`: the full path names the type, never its last component alone.
        while let dot = file.next(after: j), t[dot].kind == .period, let n = file.next(after: dot), t[n].kind == .identifier {
            name += "." + file.text(n)
            j = n
            isNested = true
        }
        var conformances: [String] = []
        // The last token of the conformance being read: a conformance is named by its last
        // identifier (`Swift.Identifiable` → `Identifiable`).
        var current: Int?
        var inConformances = false
        var angle = 0
        func flush() {
            if inConformances, let last = current, t[last].kind == .identifier { conformances.append(file.text(last)) }
            current = nil
        }
        var k = file.next(after: j)
        while let c = k {
            let kind = t[c].kind
            if kind == .leftBrace {
                guard let close = file.tree.match(c) else { return nil }
                flush()
                var decl = TypeDecl(name: name, kind: typeKind, isNested: isNested, conformances: conformances, properties: [],
                                    open: c, close: close)
                decl.hasAttachedMacro = hasAttachedMacro(file, before: keyword)
                decl.isObservable = typeKind == .class && hasAttribute("@Observable", file, before: keyword)
                return decl
            }
            if kind == .rightBrace || kind == .semicolon || kind.isClosingBracket { return nil }
            if kind == .operator {
                for b in t[c].range {
                    if file.bytes[b] == 0x3C { angle += 1 } else if file.bytes[b] == 0x3E { angle -= 1 }
                }
                if inConformances && file.tokenIs(c, "&") { flush() }
            } else if kind == .colon && angle <= 0 && !inConformances {
                inConformances = true
            } else if kind == .comma && inConformances && angle <= 0 {
                flush()
            } else if kind == .keyword && file.tokenIs(c, "where") {
                flush()
                inConformances = false
            } else if inConformances && angle <= 0 {
                current = c
            }
            k = file.next(after: file.skipGroup(c) - 1)
        }
        return nil
    }

    /// Attributes and macros that add no conformance listfix could miss (`@Observable` adds
    /// `Observable`, which no rule asks about).
    static let plainTypeAttributes: Set<String> = [
        "@MainActor", "@Observable", "@objc", "@objcMembers", "@frozen", "@dynamicMemberLookup", "@dynamicCallable",
        "@propertyWrapper", "@resultBuilder", "@available", "@usableFromInline", "@preconcurrency", "@globalActor",
        "@main", "@unchecked", "@Sendable", "@_spi", "@retroactive", "@ObservationIgnored",
    ]

    /// Whether `attribute` is among the attributes of the type declared at `keyword`.
    static func hasAttribute(_ attribute: String, _ file: SourceFile, before keyword: Int) -> Bool {
        attributes(file, before: keyword).contains { file.tokenIs($0, attribute) }
    }

    /// Whether a macro is attached to the type declared at `keyword` (`@Model class Item`): an
    /// attribute other than those that add no conformance, among its attributes and modifiers.
    static func hasAttachedMacro(_ file: SourceFile, before keyword: Int) -> Bool {
        attributes(file, before: keyword).contains { !plainTypeAttributes.contains(file.text($0)) }
    }

    /// The attribute tokens among the attributes and modifiers written before the type keyword at
    /// `keyword` (an attribute's arguments passed over: `@available(iOS 17, *)`).
    static func attributes(_ file: SourceFile, before keyword: Int) -> [Int] {
        let t = file.tokens
        var out: [Int] = []
        var j = file.previous(before: keyword)
        var steps = 0
        while let p = j, steps < 32 {
            steps += 1
            switch t[p].kind {
            case .rightParen:
                j = file.tree.match(p).flatMap { file.previous(before: $0) }
                continue
            case .attribute:
                out.append(p)
            case .keyword:
                break
            case .identifier where file.tokenIs(p, "final") || file.tokenIs(p, "open") || file.tokenIs(p, "indirect")
                    || file.tokenIs(p, "nonisolated") || file.tokenIs(p, "package"):
                break
            default:
                return out
            }
            j = file.previous(before: p)
        }
        return out
    }

    /// For `typealias Stock = [StockElement]` at its name: `["=[StockElement]"]`, the array the
    /// alias names, kept among its conformances (an alias adopts nothing) with a `=` no protocol
    /// name starts with. Any other alias names a type listfix does not follow: `[]`.
    static func aliasedArray(_ file: SourceFile, name: Int) -> [String] {
        let t = file.tokens
        guard let equals = file.next(after: name), t[equals].kind == .operator, file.tokenIs(equals, "="),
              let open = file.next(after: equals), t[open].kind == .leftBracket, let close = file.tree.match(open),
              !file.text(tokens: open, through: close).contains(":"),
              // `[Item]` alone: not `[Item].SubSequence`, `[Item]?`.
              file.next(after: close).map({ file.lineBreakBetween(close, $0) || t[$0].kind == .rightBrace || t[$0].kind == .semicolon }) ?? true
        else { return [] }
        let type = (open...close).filter { !t[$0].kind.isTrivia }.map { file.text($0) }.joined()
        return ["=" + type]
    }

    /// `@State private var name: Type = value` → the property, from its `var`/`let` keyword.
    /// `repeats`: whether to read if its value is one value repeated (`ProjectFacts.repeatedValues`).
    static func property(_ file: SourceFile, at keyword: Int, repeats readsRepeats: Bool = true) -> PropertyDecl? {
        let t = file.tokens
        var wrapper: String?
        var isStatic = false
        var isPrivate = false
        // The open parenthesis of the arguments after the nearest attribute (`@ObservedResults(Book.self)`).
        var arguments: Int?
        var j = file.previous(before: keyword)
        while let p = j {
            if t[p].kind == .attribute {
                // The name after `@`, decoded once (not the whole text, then a copy of its tail).
                wrapper = file.text(t[p].start + 1..<t[p].end)
            } else if t[p].kind == .rightParen, let open = file.tree.match(p) {
                if wrapper == nil { arguments = open }
                j = file.previous(before: open)
                continue
            } else if t[p].kind == .identifier || t[p].kind == .keyword, isModifier(file, p) {
                if file.tokenIs(p, "static") || file.tokenIs(p, "class") { isStatic = true }
                if file.tokenIs(p, "private") || file.tokenIs(p, "fileprivate") { isPrivate = true }
            } else {
                break
            }
            j = file.previous(before: p)
        }
        guard let head = head(file, at: keyword) else { return nil }
        let name = file.text(head.name)
        var type = head.type.map { typeText(file, $0.first, through: $0.last) }
        // Realm's `@ObservedResults(Book.self) var books` is `Results<Book>`, its type written only there.
        if type == nil, wrapper == "ObservedResults", let open = arguments, let object = file.next(after: open),
           t[object].kind == .identifier, let dot = file.next(after: object), t[dot].kind == .period,
           let member = file.next(after: dot), file.isKeyword(member, "self") {
            type = "Results<" + file.text(object) + ">"
        }
        if let annotation = head.type, head.rest == annotation.last {
            // The type annotation ends the file.
            return PropertyDecl(name: name, type: type, wrapper: wrapper, endOffset: t[annotation.last].end, isStored: true,
                                isStatic: isStatic, isLet: file.tokenIs(keyword, "let"), isPrivate: isPrivate)
        }
        let cursor = head.rest
        var end = t[cursor].start
        var isStored = true
        var isNewUUID = false
        var repeats: RepeatedValue?
        if t[cursor].kind == .operator && file.tokenIs(cursor, "="), let value = file.next(after: cursor) {
            let annotated = type
            if type == nil { type = inferredType(file, value) }
            let valueEnd = file.statementEnd(startingAt: value, limit: file.tokens.count)
            end = t[valueEnd].end
            isNewUUID = isNewUUIDValue(file, value, valueEnd) || (annotated == "UUID" && isImplicitInit(file, value, valueEnd))
            if readsRepeats { repeats = RepeatedValue.of(file, value: value, end: valueEnd) }
        } else if t[cursor].kind == .leftBrace, let close = file.tree.match(cursor) {
            isStored = isObserverBlock(file, cursor)
            if !isStored && readsRepeats { repeats = RepeatedValue.ofGetter(file, open: cursor) }
            end = t[close].end
        } else if let p = file.previous(before: cursor) {
            end = t[p].end
        }
        var property = PropertyDecl(name: name, type: type, wrapper: wrapper, endOffset: end, repeats: repeats, isStored: isStored,
                                    isStatic: isStatic, isLet: file.tokenIs(keyword, "let"), isPrivate: isPrivate, isNewUUID: isNewUUID)
        property.hasInitialValue = t[cursor].kind == .operator && file.tokenIs(cursor, "=")
        return property
    }

    /// What the computed property declared by the `var` at `keyword` reads.
    /// The type whose new values the getter of the computed property declared at `keyword` makes,
    /// when every value it returns is `[T(…), …]`, `….map { T(…) }` or `[]` (`MadeValues.returned`).
    static func madeValue(_ file: SourceFile, at keyword: Int) -> String? {
        guard let head = head(file, at: keyword), file.tokens[head.rest].kind == .leftBrace else { return nil }
        return MadeValues.returned(file, body: head.rest) ?? methodCalled(file, getter: head.rest)
    }

    /// `var singlesets: [Singleset] { makeSinglesets(from: rounds) }`: a getter whose one expression
    /// calls a method of its own type, as `Declarations.madeAlias` plus the method's full name. What the
    /// method makes is known once every file is scanned (`Declarations.madeValues(named:)`).
    static func methodCalled(_ file: SourceFile, getter open: Int) -> String? {
        let t = file.tokens
        guard var first = file.next(after: open), let close = file.tree.match(open), let last = file.previous(before: close),
              t[last].kind == .rightParen else { return nil }
        if file.isKeyword(first, "return"), let n = file.next(after: first) { first = n }
        if file.isKeyword(first, "self"), let dot = file.next(after: first), t[dot].kind == .period, let n = file.next(after: dot) { first = n }
        guard t[first].kind == .identifier, let paren = file.next(after: first), t[paren].kind == .leftParen,
              file.tree.match(paren) == last else { return nil }
        let labels = file.arguments(of: paren).map { $0.label.map { file.text($0) } ?? "_" }
        return Declarations.madeAlias + MadeValues.methodKey(file.text(first), labels: labels, isStatic: false)
    }

    /// The name and made type of the method declared by the `func` at `keyword`, when it returns an
    /// array (`-> [BackupFileInfo]`) of values it makes (`MadeValues.returned`): each call makes them anew.
    /// The name is the method's full one, `MadeValues.methodKey`: `listBackups()`, `list(drafts:)`,
    /// `static samples()`, which a property or another overload does not share.
    static func madeByMethod(_ file: SourceFile, func keyword: Int) -> (name: String, made: String)? {
        let t = file.tokens
        // Cheapest first: `name(…) -> [`, before any reading of the body.
        guard let name = file.next(after: keyword), t[name].kind == .identifier, let j = file.next(after: name),
              t[j].kind == .leftParen, let paramsClose = file.tree.match(j), var k = file.next(after: paramsClose) else { return nil }
        while t[k].kind == .keyword || t[k].kind == .identifier, file.tokenIs(k, "throws") || file.tokenIs(k, "async") || file.tokenIs(k, "rethrows"),
              let n = file.next(after: k) { k = n }
        // `-> [T] {`, `T` one name: values made as `T(…)`; not a standard value type, which has no `id`.
        guard t[k].kind == .arrow, let bracket = file.next(after: k), t[bracket].kind == .leftBracket,
              let element = file.next(after: bracket), t[element].kind == .identifier,
              let bracketClose = file.next(after: element), t[bracketClose].kind == .rightBracket,
              let body = file.next(after: bracketClose), t[body].kind == .leftBrace,
              !TypeResolver.standardValueTypes.contains(file.text(element)),
              let made = MadeValues.returned(file, body: body) ?? accumulated(file, body: body) else { return nil }
        var labels: [String] = []
        var segmentStart = true
        var q = file.next(after: j)
        while let i = q, i < paramsClose {
            if t[i].kind == .leftParen || t[i].kind == .leftBracket || t[i].kind == .leftBrace {
                q = file.tree.match(i).flatMap { file.next(after: $0) }
                continue
            }
            if t[i].kind == .comma { segmentStart = true } else if segmentStart, t[i].kind != .attribute {
                labels.append(file.text(i))
                segmentStart = false
            }
            q = file.next(after: i)
        }
        let isStatic = hasModifier(file, func: keyword, "static") || hasModifier(file, func: keyword, "class")
        return (MadeValues.methodKey(file.text(name), labels: labels, isStatic: isStatic), made)
    }

    /// `var result = [T](); … result.append(T(…)) … return result` as a method's body: `T`.
    static func accumulated(_ file: SourceFile, body open: Int) -> String? {
        guard let close = file.tree.match(open), let returned = file.previous(before: close), file.tokens[returned].kind == .identifier else { return nil }
        return MadeValues.accumulated(file, body: open, close: close, returned: returned)
    }

    static func computedSource(_ file: SourceFile, at keyword: Int) -> ComputedSource? {
        guard let head = head(file, at: keyword), file.tokens[head.rest].kind == .leftBrace,
              let close = file.tree.match(head.rest) else { return nil }
        return ComputedSource(file, body: head.rest, close: close)
    }

    /// `UUID()` or `UUID().uuidString` as a whole initial value: a new identity for every value made
    /// (`UUID(uuidString: s)` is the same for every value made from the same `s`).
    /// `.init()` from `value` through `end`: with the type written before it (`var id: UUID = .init()`),
    /// a new value of that type.
    static func isImplicitInit(_ file: SourceFile, _ value: Int, _ end: Int) -> Bool {
        guard file.tokens[value].kind == .period, let name = file.next(after: value), file.isKeyword(name, "init"),
              let open = file.next(after: name), file.tokens[open].kind == .leftParen, let close = file.tree.match(open) else { return false }
        return close == end && file.next(after: open) == close
    }

    static func isNewUUIDValue(_ file: SourceFile, _ value: Int, _ end: Int) -> Bool {
        let t = file.tokens
        // `UUID.init()` is `UUID()`.
        if file.isIdentifier(value, "UUID"), let dot = file.next(after: value), t[dot].kind == .period,
           let name = file.next(after: dot), file.isKeyword(name, "init"), let open = file.next(after: name),
           t[open].kind == .leftParen, let close = file.tree.match(open), file.next(after: open) == close {
            return close == end
        }
        guard file.isIdentifier(value, "UUID"), value + 1 < t.count, t[value + 1].kind == .leftParen,
              let close = file.tree.match(value + 1), file.next(after: value + 1) == close else { return false }
        if close == end { return true }
        guard let dot = file.next(after: close), t[dot].kind == .period, let member = file.next(after: dot) else { return false }
        return member == end && file.isIdentifier(member, "uuidString")
    }

    /// `{ willSet ... didSet ... }` keeps a property stored; any other body makes it computed.
    static func isObserverBlock(_ file: SourceFile, _ open: Int) -> Bool {
        guard let first = file.next(after: open) else { return false }
        return file.tokenIs(first, "willSet") || file.tokenIs(first, "didSet")
    }

    /// The last token of a type annotation that starts at `first`.
    static func typeEnd(_ file: SourceFile, from first: Int) -> Int {
        let t = file.tokens
        var last = first
        var j = first
        var angle = 0
        while j < t.count {
            let kind = t[j].kind
            if kind.isTrivia {
                if kind == .newline { break }
                j += 1
                continue
            }
            var isTypeOperator = false
            if kind == .operator {
                isTypeOperator = true
                for k in t[j].range {
                    switch file.bytes[k] {
                    case 0x3C: angle += 1                    // <
                    case 0x3E: angle -= 1                    // >
                    case 0x3F, 0x21, 0x26: break             // ? ! &
                    default: isTypeOperator = false
                    }
                }
            }
            guard kind == .identifier || kind == .period || kind == .leftBracket || kind == .leftParen || kind == .arrow
                    || isTypeOperator || (kind == .keyword && (file.tokenIs(j, "Any") || file.tokenIs(j, "Self")))
                    || (kind == .comma && angle > 0) else { break }
            last = file.skipGroup(j) - 1
            j = last + 1
        }
        return last
    }

    /// The text of tokens `first` through `last` without whitespace: `[String: Int]` → `[String:Int]`.
    static func typeText(_ file: SourceFile, _ first: Int, through last: Int) -> String {
        let range = file.range(from: first, through: last)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let slice = file.bytes[range]
        guard slice.contains(where: isSpace) else { return String(decoding: slice, as: UTF8.self) }
        return String(decoding: slice.filter { !isSpace($0) }, as: UTF8.self)
    }

    /// The type of a simple initializer: `[Item]()`, `Item(...)`, `[Item(...), ...]`, literals.
    static func inferredType(_ file: SourceFile, _ value: Int) -> String? {
        let t = file.tokens
        switch t[value].kind {
        case .stringSegment, .interpolationOpen:
            return "String"
        case .integerLiteral:
            return "Int"
        case .floatLiteral:
            return "Double"
        case .keyword:
            return file.tokenIs(value, "true") || file.tokenIs(value, "false") ? "Bool" : nil
        case .leftBracket:
            guard let close = file.tree.match(value) else { return nil }
            if let call = file.next(after: close), t[call].kind == .leftParen {
                return typeText(file, value, through: close)
            }
            // A dictionary literal has a colon at its top level.
            guard let element = file.arguments(of: value).first?.valueFirst, !hasTopLevelColon(file, from: value, to: close) else {
                return nil
            }
            if t[element].kind == .stringSegment { return "[String]" }
            if t[element].kind == .integerLiteral { return "[Int]" }
            if t[element].kind == .identifier, let type = constructedType(file, element) { return "[\(type)]" }
            // `[NameUI.empty()]`: an array whose element type is not written, as Swift's placeholder spells it.
            return "[_]"
        case .identifier:
            return constructedType(file, value) ?? sharedInstanceType(file, value)
        default:
            return nil
        }
    }

    /// The names a type's one shared instance goes by, of the type itself (`UserDefaults.standard`).
    /// Not `default` or `main`, which name other values too (`static let default: [Category]`).
    static let sharedInstanceNames: Set<String> = ["shared", "standard", "current", "instance"]

    /// `T` of `T.shared` as a whole value: a singleton, of its own type by that convention
    /// (`@StateObject var store = Store.shared`).
    static func sharedInstanceType(_ file: SourceFile, _ first: Int) -> String? {
        let t = file.tokens
        guard isUppercaseStart(file, first), let dot = file.next(after: first), t[dot].kind == .period,
              let member = file.next(after: dot), t[member].kind == .identifier || t[member].kind == .keyword,
              sharedInstanceNames.contains(file.text(member)) else { return nil }
        // Nothing after it on its line: not `T.shared.items`, not `T.shared(…)`.
        if let after = file.next(after: member), !file.lineBreakBetween(member, after),
           t[after].kind != .rightBrace && t[after].kind != .semicolon { return nil }
        return file.text(first)
    }

    /// Whether a `:` stands directly inside the brackets `open`…`close` (a dictionary literal).
    static func hasTopLevelColon(_ file: SourceFile, from open: Int, to close: Int) -> Bool {
        let t = file.tokens
        var i = open + 1
        while i < close {
            if t[i].kind == .colon { return true }
            if let inner = file.tree.match(i), inner > i { i = inner }
            i += 1
        }
        return false
    }

    static func isUppercaseStart(_ file: SourceFile, _ i: Int) -> Bool {
        let c = file.bytes[file.tokens[i].start]
        return c >= 0x41 && c <= 0x5A
    }

    /// `Item(...)` or `Array<Item>()` with nothing chained after it → `Item`.
    static func constructedType(_ file: SourceFile, _ first: Int) -> String? {
        let t = file.tokens
        guard isUppercaseStart(file, first) else { return nil }
        var last = first
        while let dot = file.next(after: last), t[dot].kind == .period, let n = file.next(after: dot),
              t[n].kind == .identifier, isUppercaseStart(file, n) {
            last = n
        }
        var open = file.next(after: last)
        if let o = open, t[o].kind == .operator, file.tokenIs(o, "<") {
            var k = o
            while let n = file.next(after: k), !(t[n].kind == .operator && file.text(n).hasPrefix(">")) {
                if t[n].kind == .leftParen || t[n].kind == .newline { return nil }
                k = n
            }
            guard let gt = file.next(after: k) else { return nil }
            last = gt
            open = file.next(after: gt)
        }
        guard let o = open, t[o].kind == .leftParen, let close = file.tree.match(o) else { return nil }
        if let after = file.next(after: close), t[after].kind == .period || t[after].kind == .operator && !file.tokenIs(after, "=") {
            if !file.lineBreakBetween(close, after) { return nil }
        }
        return typeText(file, first, through: last)
    }
}
