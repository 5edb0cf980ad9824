import SwiftTokens

/// `.background(…)` on a `List` or `Form` that still draws its own scroll background over it.
struct ListBackground: Rule {
    let metadata = RuleMetadata(
        id: "list-background",
        fixSafety: .sometimes,
        triggers: ["List", "Form"],
        isDefault: false,
        facts: .backgroundHiding)

    init() {}

    func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let t = file.tokens
        var out: [Finding] = []
        // `List` and `Form` are four letters starting with L or F: check that before the text.
        let candidates = file.tokens.withUnsafeTokens { tokens in
            file.bytes.withUnsafeBufferPointer { bytes in
                tokens.indices.filter { i in
                    let token = tokens[i]
                    guard token.kind == .identifier, token.length == 4 else { return false }
                    let b = bytes[token.start]
                    return b == UInt8(ascii: "L") || b == UInt8(ascii: "F")
                }
            }
        }
        // `.scrollContentBackground` is an environment value: where the project sets it on a view
        // other than a list, any list may sit inside that view, and whether it shows its own
        // background is not known here.
        if context.declarations.hidesBackgroundBelowViews { return [] }
        // An app that clears every AppKit table view's background: on macOS no list has one left.
        // Built for another platform too (or for one listfix cannot tell), the lists there still do.
        if context.declarations.clearsTableViews,
           context.target.deploymentTargets.map({ Set($0.keys) == [.macOS] }) ?? true { return [] }
        for i in candidates where file.tokenIs(i, "List") || file.tokenIs(i, "Form") {
            if let p = file.previous(before: i), t[p].kind == .period || file.isKeyword(p, "struct") || t[p].kind == .colon { continue }
            guard let next = file.next(after: i), t[next].kind == .leftParen || t[next].kind == .leftBrace else { continue }
            let chain = file.modifierChain(after: file.callEnd(from: i))
            guard let background = chain.first(where: { file.tokenIs($0.name, "background") }),
                  !chain.contains(where: { file.tokenIs($0.name, "scrollContentBackground") }),
                  file.paintsVisibly(background),
                  // A modifier listfix cannot read (a helper from another package) may hide the background.
                  chain.allSatisfy({ isReadable($0, in: context) }),
                  let before = file.previous(before: background.period) else { continue }
            let name = file.text(i)
            let range = file.range(from: background.period, through: background.name)
            let message = "this `\(name)` draws its own scroll background over `.background(…)`, so the background does not show; add `.scrollContentBackground(.hidden)`"
            let supported = context.target.allPlatforms(atLeast: [.iOS: Version([16]), .macOS: Version([13]), .watchOS: Version([9]),
                                                                  .tvOS: Version([16]), .visionOS: Version([1])])
            if supported == false {
                out.append(metadata.finding(range: range, message: message,
                                            fix: Fix.blocked("it needs iOS 16, macOS 13, watchOS 9 or tvOS 16, and the deployment target is older")))
                continue
            }
            // The project guards the call with `#available`: the plain call would not build for its older target.
            if supported == nil && context.declarations.guardsBackgroundHiding {
                out.append(metadata.finding(range: range, message: message,
                                            fix: Fix.blocked("the project calls it under `if #available`, and the deployment target is unknown")))
                continue
            }
            // On its own line when `.background` is; else inline.
            let indent = file.lineBreakBetween(before, background.period)
                ? file.indentation(ofLineContaining: t[background.period].start) : nil
            let applicability: Applicability = supported == true ? .safe
                : .unsafe(reason: "`.scrollContentBackground` needs iOS 16, macOS 13, watchOS 9 or tvOS 16, and the deployment target is unknown")
            out.append(metadata.finding(range: range, message: message,
                                        fix: Fix(message: "Hide the list's own background with `.scrollContentBackground(.hidden)`",
                                                 edits: [FixEdits.modifiers([".scrollContentBackground(.hidden)"], after: before, in: file,
                                                                            indent: indent, newline: context.layout.newline)],
                                                 applicability: applicability)))
        }
        return out
    }
}

extension ListBackground {
    /// Whether listfix knows what the chain's modifier does to the scroll background: a SwiftUI
    /// modifier that leaves it alone, or `.modifier(M())` with a `ViewModifier` the project declares
    /// (one that hides the background makes the rule silent for the whole project).
    func isReadable(_ modifier: Modifier, in context: RuleContext) -> Bool {
        let file = context.file
        let name = file.text(modifier.name)
        if systemModifiers.contains(name) { return true }
        guard name == "modifier", let open = modifier.arguments, let type = file.next(after: open),
              file.tokens[type].kind == .identifier else { return false }
        return context.declarations.info(file.text(type)) != nil
    }
}

/// Views and shape styles that always paint something, so a list's own background hides them.
private let paintingTypes: Set<String> = [
    "Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Image",
    "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse",
    "ContainerRelativeShape", "Material",
]

extension SourceFile {
    /// Whether the content of a `.background` link is paint listfix can see: a colour, gradient,
    /// image, shape or shape style. A property or project view could be anything, invisible
    /// navigation links hosted in the background included, so it proves nothing.
    fileprivate func paintsVisibly(_ background: Modifier) -> Bool {
        var first: Int?
        if let open = background.arguments, let token = next(after: open), tokens[token].kind != .rightParen {
            // `.background(alignment: .top) { … }` labels its only argument; the view is in the closure.
            if let colon = next(after: token), tokens[colon].kind == .colon, tokens[token].kind == .identifier {
                first = background.trailingClosures.first.flatMap { next(after: $0.open) }
            } else {
                first = token
            }
        } else if let closure = background.trailingClosures.first {
            first = next(after: closure.open)
        }
        guard let first else { return false }
        if tokens[first].kind == .period, let member = next(after: first) {
            return !tokenIs(member, "clear")
        }
        guard tokens[first].kind == .identifier, paintingTypes.contains(text(first)) else { return false }
        if let period = next(after: first), tokens[period].kind == .period, let member = next(after: period) {
            return !tokenIs(member, "clear")
        }
        return true
    }
}
