import SwiftTokens

/// Row data written as `X.filter { pred }`, `X.filter({ pred })` or `X.filter(\.flag)`.
struct FilterData: Sendable {
    var collection: MemberPath
    /// The `.` before `filter`, and the data's last token.
    var period: Int
    var last: Int
    /// The predicate's tokens: a closure `{ ... }` or a key path `\.flag`.
    var predicateFirst: Int
    var predicateLast: Int
    var isKeyPath: Bool

    static func parse(_ file: SourceFile, _ first: Int, _ last: Int) -> FilterData? {
        let t = file.tokens
        guard let path = MemberPath.parse(file, at: first), path.components.count >= 1 else { return nil }
        // The path may have swallowed `filter`; the collection ends before it.
        var components = path.components
        guard let filterIndex = components.firstIndex(where: { file.isIdentifier($0, "filter") }), filterIndex > 0 else {
            return nil
        }
        components = Array(components[..<filterIndex])
        let name = path.components[filterIndex]
        let collection = MemberPath(components: components)
        guard name == path.last, let period = file.previous(before: name), t[period].kind == .period,
              let next = file.next(after: name) else { return nil }
        if t[next].kind == .leftBrace, file.tree.match(next) == last {
            return FilterData(collection: collection, period: period, last: last, predicateFirst: next, predicateLast: last,
                              isKeyPath: false)
        }
        guard t[next].kind == .leftParen, file.tree.match(next) == last else { return nil }
        let arguments = file.arguments(of: next)
        guard arguments.count == 1, arguments[0].label == nil, let a = arguments[0].valueFirst,
              let b = arguments[0].valueLast else { return nil }
        if t[a].kind == .leftBrace, file.tree.match(a) == b {
            return FilterData(collection: collection, period: period, last: last, predicateFirst: a, predicateLast: b,
                              isKeyPath: false)
        }
        if let member = file.keyPathMember(from: a, through: b), t[member].kind == .identifier {
            return FilterData(collection: collection, period: period, last: last, predicateFirst: a, predicateLast: b,
                              isKeyPath: true)
        }
        return nil
    }

    /// The Bool property the predicate tests, for `$0.flag`, `x in x.flag` and `\.flag`.
    func testedProperty(_ file: SourceFile) -> String? {
        let t = file.tokens
        if isKeyPath { return file.text(predicateLast) }
        let start = file.closureBodyStart(of: predicateFirst)
        var significant: [Int] = []
        var j = start
        while j < predicateLast {
            if !t[j].kind.isTrivia { significant.append(j) }
            j += 1
        }
        guard significant.count == 3, t[significant[1]].kind == .period, t[significant[2]].kind == .identifier else { return nil }
        let receiver = file.text(significant[0])
        let parameter = file.closureSignature(of: predicateFirst)?.parameters.first.map { file.text($0) } ?? "$0"
        return receiver == parameter ? file.text(significant[2]) : nil
    }
}
