import SwiftTokens

/// `.navigationDestination` written in the rows of a `List`, `Form` or lazy stack or grid: such a
/// container makes a row's views only while the row is on screen, so the navigation stack knows
/// the destination only then, and every row on screen declares it again. Apple's documentation of
/// `navigationDestination(for:destination:)` says to attach it outside lazy containers.
struct DestinationInLazyRows {
    /// The `navigationDestination` name tokens in the rows of `call`, when its rows are lazy: in
    /// the row closure itself or in the content of the views it builds (`VStack { … }`, an `if`'s
    /// branch), not in a modifier's closure (a sheet's content is presented elsewhere), a call's
    /// arguments, or a `NavigationLink`'s destination (a pushed view, not a row).
    static func names(in call: RowsCall, _ file: SourceFile) -> [Int] {
        guard let open = call.content, let close = file.tree.match(open) else { return [] }
        let t = file.tokens
        // Cheapest first: the modifier's name (21 bytes) among the row's tokens, then the container.
        let named = ((open + 1)..<close).filter { t[$0].length == 21 && t[$0].kind == .identifier && file.tokenIs($0, "navigationDestination") }
        guard !named.isEmpty, isLazy(call, file) else { return [] }
        return named.filter { j in
            guard let dot = file.previous(before: j), t[dot].kind == .period else { return false }
            return inRowContent(j, rows: open, file)
        }
    }

    /// Whether the call's rows are a lazy container's: `List(data) { … }`, or a `ForEach` whose
    /// container (through `Section`, `Group` and branches) is one.
    static func isLazy(_ call: RowsCall, _ file: SourceFile) -> Bool {
        switch call.kind {
        case .list: return call.data != nil
        case .table: return false
        case .forEach:
            if case .lazy = RowContainer.of(callNamed: call.nameToken, in: file) { return true }
            return false
        }
    }

    /// The lazy container's name, for messages: `List`, `LazyVStack`, …
    static func containerName(of call: RowsCall, _ file: SourceFile) -> String {
        if call.kind == .forEach, case .lazy(let name, _) = RowContainer.of(callNamed: call.nameToken, in: file) { return file.text(name) }
        return file.text(call.nameToken)
    }

    /// Whether every bracket between token `i` and the row closure's `{` is the content of a view
    /// the row builds: a call's trailing closure (not a `NavigationLink`'s destination) or a branch.
    static func inRowContent(_ i: Int, rows open: Int, _ file: SourceFile) -> Bool {
        let t = file.tokens
        var scope = file.tree.enclosing(i)
        while let s = scope, s != open {
            guard t[s].kind == .leftBrace, let before = file.previous(before: s) else { return false }
            switch RowContainer.owner(ofBrace: s, before: before, in: file) {
            case .branch:
                break
            case .call(let name):
                // `NavigationLink { Detail() } label: { … }`: the first closure is the pushed view.
                // With `value:`, the closure is the link's label, in the row.
                if file.tokenIs(name, "NavigationLink") {
                    guard let paren = file.next(after: name), t[paren].kind == .leftParen,
                          file.arguments(of: paren).contains(where: { $0.label.map { file.tokenIs($0, "value") } ?? false }) else { return false }
                }
                // A row with a stack of its own holds the destination in that stack.
                if file.tokenIs(name, "NavigationStack") || file.tokenIs(name, "NavigationView") { return false }
            case .modifier, .other:
                return false
            }
            scope = file.tree.enclosing(s)
        }
        return scope == open
    }
}
