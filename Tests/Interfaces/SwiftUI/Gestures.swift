/// Gestures and preferences: what a hand-made pull to refresh is built of.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}

public enum CoordinateSpace: Equatable {
    case global
    case local
    case named(AnyHashable)
}

public struct DragGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var translation: CGSize { fatalError() }
        public var location: CGPoint { fatalError() }
        public var startLocation: CGPoint { fatalError() }
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable { fatalError() }
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}

public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension GeometryProxy {
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

extension View {
    public func gesture<T: Gesture>(_ gesture: T) -> _Modified<Self, _Action> { fatalError() }
    public func simultaneousGesture<T: Gesture>(_ gesture: T) -> _Modified<Self, _Action> { fatalError() }
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> _Modified<Self, _Action> { fatalError() }
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void) -> _Modified<Self, _Action>
        where K.Value: Equatable { fatalError() }
    public func coordinateSpace(name: AnyHashable) -> _Modified<Self, _Layout> { fatalError() }
}
