/// SwiftUI's static view count of some view-builder code (`View._viewListCount`), as far as
/// listfix can read it: what a lazy container learns of a row without evaluating its body.
package enum ViewCount: Sendable, Equatable {
    /// Exactly this many views, known from the types alone (`Text` 1, `EmptyView` 0, siblings the sum).
    case exactly(Int)
    /// A `Section`: a group of rows of its own kind, never wrapped.
    case section
    /// SwiftUI cannot know the count without evaluating the body.
    case varies(Variation)
    /// listfix cannot tell: a view from another module, a body past the depth limit, code it does
    /// not read. Names the view when there is one.
    case unknown(String?)

    /// Why SwiftUI's count is not static.
    package enum Variation: Sendable, Equatable {
        /// `AnyView` erases the type.
        case anyView
        /// An `if` without `else` (an `Optional` view).
        case optional
        /// A nested `ForEach`: as many views as its data has elements.
        case forEach
        /// An `if`/`else` or `switch` whose branches make different counts.
        case differentBranches
    }

    /// The count of sibling views: their sum, unless one of them varies or cannot be counted.
    static func sum(_ parts: [ViewCount]) -> ViewCount {
        if let varying = parts.first(where: { if case .varies = $0 { return true }; return false }) { return varying }
        if let unknown = parts.first(where: { if case .unknown = $0 { return true }; return false }) { return unknown }
        if parts.contains(.section) { return .section }
        var total = 0
        for case .exactly(let n) in parts { total += n }
        return .exactly(total)
    }

    /// The count of a complete `if`/`else` or `switch`: the branches' count when they agree
    /// (as OpenSwiftUI's `_ConditionalContent._viewListCount` does), else it varies. A branch
    /// listfix cannot count leaves it unknown, unless the others already differ; so does a
    /// `Section` beside other views (SwiftUI counts a section by its content, header and footer,
    /// which listfix does not model).
    static func common(_ branches: [ViewCount]) -> ViewCount {
        if let varying = branches.first(where: { if case .varies = $0 { return true }; return false }) { return varying }
        let plain = branches.filter { if case .exactly = $0 { return true }; return false }
        if let first = plain.first, plain.contains(where: { $0 != first }) { return .varies(.differentBranches) }
        if let unknown = branches.first(where: { if case .unknown = $0 { return true }; return false }) { return unknown }
        if !plain.isEmpty && branches.contains(.section) { return .unknown("Section") }
        return branches.first ?? .exactly(0)
    }
}

/// A view count as one file's tokens show it, with the project's view types it names left for
/// the project index to resolve (`Declarations.viewCount(of:)`): a `body` is read once, in the
/// declaration scan, and counted only when a row asks.
package indirect enum ViewCountTerm: Sendable, Equatable {
    case count(ViewCount)
    /// `Name(...)`: a view type, counted by the project's `body` of it, or as a built-in view.
    case view(String)
    /// Sibling views.
    case sum([ViewCountTerm])
    /// The branches of a complete `if`/`else` or `switch`.
    case choice([ViewCountTerm])
    /// An `if` without `else`: its views, or none.
    case optional(ViewCountTerm)
}

extension Declarations {
    /// Protocols whose conformers SwiftUI shows as one view with no `body` of their own: a wrapped
    /// UIKit or AppKit view, a shape.
    static let leafViewProtocols = ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
                                    "NSViewControllerRepresentable", "Shape", "InsettableShape"]

    /// A project type that conforms to one of `leafViewProtocols`.
    func isLeafView(_ name: String) -> Bool {
        Declarations.leafViewProtocols.contains { conforms(name, to: $0) }
    }

    /// How many project views deep a count follows before it gives up (unknown).
    static let viewCountDepth = 4

    /// The count of `term`: project views by their `body`, built-in SwiftUI views as SwiftUI
    /// counts them, anything else unknown.
    func viewCount(of term: ViewCountTerm, depth: Int = 0) -> ViewCount {
        switch term {
        case .count(let count):
            return count
        case .sum(let parts):
            return .sum(parts.map { viewCount(of: $0, depth: depth) })
        case .choice(let branches):
            return .common(branches.map { viewCount(of: $0, depth: depth) })
        case .optional:
            return .varies(.optional)
        case .view(let name):
            if let info = info(name), info.declared || info.bodyCount != nil {
                if info.bodyCount == nil, isLeafView(name) { return .exactly(1) }
                guard let body = info.bodyCount, depth < Declarations.viewCountDepth else { return .unknown(name) }
                let count = viewCount(of: body, depth: depth + 1)
                return count == .unknown(nil) ? .unknown(name) : count
            }
            return BuiltinViews.count(of: name) ?? .unknown(name)
        }
    }
}

extension Declarations {
    /// Whether every view `term` can make is one listfix knows and none is a `Section`: then a stack
    /// around them in a lazy stack lays them out as the lazy stack did (a `Section` would lose its
    /// header, an unknown view might be one).
    func isStackable(_ term: ViewCountTerm, depth: Int = 0) -> Bool {
        switch term {
        case .count(let count):
            if case .exactly = count { return true }
            return false
        case .sum(let parts), .choice(let parts):
            return parts.allSatisfy { isStackable($0, depth: depth) }
        case .optional(let body):
            return isStackable(body, depth: depth)
        case .view(let name):
            if let info = info(name), info.declared || info.bodyCount != nil {
                if info.bodyCount == nil, isLeafView(name) { return true }
                guard let body = info.bodyCount, depth < Declarations.viewCountDepth else { return false }
                return isStackable(body, depth: depth + 1)
            }
            if case .exactly? = BuiltinViews.count(of: name) { return true }
            return false
        }
    }
}
