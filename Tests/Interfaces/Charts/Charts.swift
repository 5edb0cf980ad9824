// Stand-in for Swift Charts: chart content is not a view, and views are not chart content.
@_exported import SwiftUI

public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

public protocol _PrimitiveChartContent: ChartContent where Body == Never {}
extension _PrimitiveChartContent {
    public var body: Never { fatalError() }
}

public struct BuilderEmptyContent: _PrimitiveChartContent {}
public struct TupleChartContent<C>: _PrimitiveChartContent {}
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: _PrimitiveChartContent {}

extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> BuilderEmptyContent { fatalError() }
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> { fatalError() }
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> { fatalError() }
}

public protocol Plottable {}
extension String: Plottable {}
extension Int: Plottable {}
extension Double: Plottable {}
extension Float: Plottable {}
extension Date: Plottable {}

public struct PlottableValue<Value: Plottable> {
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> { fatalError() }
}

public struct BarMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}
public struct LineMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}
public struct PointMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}
public struct AreaMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}
public struct RectangleMark: _PrimitiveChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) { fatalError() }
}
public struct RuleMark: _PrimitiveChartContent {
    public init<Y: Plottable>(y: PlottableValue<Y>) { fatalError() }
}

extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> TupleChartContent<(Self, S)> { fatalError() }
    public func opacity(_ value: Double) -> TupleChartContent<(Self, Double)> { fatalError() }
}

extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { fatalError() }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
        where ID == Data.Element.ID, Data.Element: Identifiable { fatalError() }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

public struct Chart<Content: ChartContent>: _PrimitiveView {
    public init(@ChartContentBuilder content: () -> Content) { fatalError() }
    public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, Data.Element.ID, C>, Data: RandomAccessCollection, C: ChartContent, Data.Element: Identifiable { fatalError() }
    public init<Data, ID, C>(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == ForEach<Data, ID, C>, Data: RandomAccessCollection, ID: Hashable, C: ChartContent { fatalError() }
}
