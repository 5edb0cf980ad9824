// Stand-in for the part of swift-collections' OrderedCollections module that list code uses:
// `OrderedDictionary` and `OrderedSet`. Declarations only; signatures as in swift-collections 1.1.

/// swift-collections: "An ordered collection of unique elements", indexed by position.
public struct OrderedSet<Element: Hashable>: RandomAccessCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<OrderedSet<Element>>
    public init() { fatalError() }
    public init<S: Sequence>(_ elements: S) where S.Element == Element { fatalError() }
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(position: Int) -> Element { fatalError() }
    public func firstIndex(of element: Element) -> Int? { fatalError() }
    @discardableResult
    public mutating func append(_ item: Element) -> (inserted: Bool, index: Int) { fatalError() }
    @discardableResult
    public mutating func insert(_ item: Element, at index: Int) -> (inserted: Bool, index: Int) { fatalError() }
    @discardableResult
    public mutating func remove(at index: Int) -> Element { fatalError() }
    @discardableResult
    public mutating func remove(_ member: Element) -> Element? { fatalError() }
}

extension OrderedSet: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { fatalError() }
}

extension OrderedSet: Equatable {}
extension OrderedSet: Hashable {}

/// swift-collections: "An ordered collection of key-value pairs": a new key is appended, and its
/// entries keep the order they were added in.
public struct OrderedDictionary<Key: Hashable, Value> {
    public typealias Element = (key: Key, value: Value)
    public init() { fatalError() }
    public var keys: OrderedSet<Key> { fatalError() }
    public var values: Values {
        get { fatalError() }
        set { fatalError() }
    }
    public var isEmpty: Bool { fatalError() }
    public var count: Int { fatalError() }
    public func index(forKey key: Key) -> Int? { fatalError() }
    public subscript(key: Key) -> Value? {
        get { fatalError() }
        set { fatalError() }
    }
    public subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
        get { fatalError() }
        set { fatalError() }
    }
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey key: Key) -> Value? { fatalError() }
    @discardableResult
    public mutating func removeValue(forKey key: Key) -> Value? { fatalError() }

    /// swift-collections: "A view of the values in an ordered dictionary", indexed by position.
    public struct Values: RandomAccessCollection, MutableCollection {
        public typealias Index = Int
        public typealias Indices = Range<Int>
        public typealias SubSequence = Slice<Values>
        public var startIndex: Int { fatalError() }
        public var endIndex: Int { fatalError() }
        public subscript(position: Int) -> Value {
            get { fatalError() }
            set { fatalError() }
        }
    }
}

extension OrderedDictionary: Sequence {
    public struct Iterator: IteratorProtocol {
        public mutating func next() -> Element? { fatalError() }
    }
    public func makeIterator() -> Iterator { fatalError() }
}

extension OrderedDictionary: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (Key, Value)...) { fatalError() }
}

extension OrderedDictionary: Equatable where Value: Equatable {
    public static func == (left: Self, right: Self) -> Bool { fatalError() }
}
