@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public init(_ base: Binding<Value>) { fatalError() }
    public init?(_ base: Binding<Value?>) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set { fatalError() }
    }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

extension Binding: DynamicProperty {}

/// A binding to a mutable collection is a collection of bindings to its elements.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { fatalError() }
    public var endIndex: Value.Index { fatalError() }
    public var indices: Value.Indices { fatalError() }
    public func index(after i: Value.Index) -> Value.Index { fatalError() }
    public func formIndex(after i: inout Value.Index) { fatalError() }
    public subscript(position: Value.Index) -> Binding<Value.Element> { fatalError() }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { fatalError() }
    public func formIndex(before i: inout Value.Index) { fatalError() }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}

@frozen @propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { fatalError() }
    @MainActor public var wrappedValue: ObjectType { fatalError() }
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@propertyWrapper @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }
    public init(initialValue: ObjectType) { fatalError() }
    public init(wrappedValue: ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

@frozen @propertyWrapper
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }
    public init() { fatalError() }
    @MainActor public var wrappedValue: ObjectType { fatalError() }
    @MainActor public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
}

public struct EnvironmentValues {
    public init() {}
    public var colorScheme: ColorScheme { get { fatalError() } set { fatalError() } }
    public var isEnabled: Bool { get { fatalError() } set { fatalError() } }
    /// iOS 13; unavailable on macOS, where there are no size classes.
    public var horizontalSizeClass: UserInterfaceSizeClass? { get { fatalError() } set { fatalError() } }
#if API15
    public var dismiss: DismissAction { fatalError() }
#endif
}

/// iOS 13: `.compact` on iPhone (and an iPad in Slide Over or a narrow Split View), else `.regular`.
public enum UserInterfaceSizeClass: Sendable, Hashable {
    case compact
    case regular
}

public struct DismissAction {
    public func callAsFunction() {}
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

#if API17
extension Environment {
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
}

@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { fatalError() }
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> where Value: AnyObject { fatalError() }
}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}
extension Bindable: DynamicProperty {}
#endif
