/// Apple's `ForEach`: data must be a RandomAccessCollection and the id Hashable.
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) { fatalError() }
}

extension ForEach where Content: View {
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
              C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable { fatalError() }

    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
              C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable { fatalError() }
}

/// Only for constant ranges; Apple's compiler warns when the range is not a literal.
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) { fatalError() }
}

/// Views made of a collection's elements: `onDelete` and `onMove` apply to them.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

public struct _DynamicModified<Content: DynamicViewContent>: DynamicViewContent {
    public typealias Body = Never
    public var body: Never { fatalError() }
    public var data: Content.Data { fatalError() }
}

extension DynamicViewContent {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> _DynamicModified<Self> { fatalError() }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> _DynamicModified<Self> { fatalError() }
}

/// SwiftUI's helpers for `onDelete` and `onMove` handlers.
extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) { fatalError() }
}

extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) { fatalError() }
}
