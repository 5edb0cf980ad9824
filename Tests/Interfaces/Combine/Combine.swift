// Stand-in for the part of Combine that SwiftUI code uses: ObservableObject and @Published.
// Declarations only; signatures and constraints as in Apple's SDK.

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    public func send() {}
}

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// Apple's `@Published` works only on class properties: its plain `wrappedValue` is
/// unavailable and the enclosing-instance subscript does the work.
@propertyWrapper
public struct Published<Value> {
    public init(wrappedValue: Value) { fatalError() }
    public init(initialValue: Value) { fatalError() }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }

    public var projectedValue: Published<Value>.Publisher {
        mutating get { fatalError() }
        set { fatalError() }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { fatalError() }
        set { fatalError() }
    }
}
