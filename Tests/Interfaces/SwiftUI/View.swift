// Stand-in for SwiftUI's declarations, for type-checking the catalog on Linux.
// Signatures and generic constraints follow Apple's SDK; where unsure, they are stricter.
// Bodies are never run. `#if API16` and the like gate what needs a newer OS: the test
// harness defines API14 ... API26 up to the example's deployment target.
@_exported import Foundation
@_exported import Combine
@_exported import Observation
@_exported import UIKit

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// Views whose body SwiftUI renders itself.
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView {
    public var body: Never { fatalError() }
}

public struct EmptyView: _PrimitiveView {
    public init() {}
}

public struct TupleView<T>: _PrimitiveView {
    public var value: T
    public init(_ value: T) { fatalError() }
}

public struct AnyView: _PrimitiveView {
    public init<V: View>(_ view: V) { fatalError() }
    public init<V: View>(erasing view: V) { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct _ConditionalContent<TrueContent, FalseContent>: _PrimitiveView
    where TrueContent: View, FalseContent: View {}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

/// What every modifier returns here: the content and the modifier's kind.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}
extension ModifiedContent: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public protocol DynamicProperty {}

public struct ProposedViewSize {}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: _PrimitiveView {}

extension View {
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}
