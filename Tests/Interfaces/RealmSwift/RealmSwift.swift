// Stand-in for the part of Realm's Swift SDK that SwiftUI lists use: objects, their key-based
// identity (`ObjectKeyIdentifiable`), results and `@ObservedResults`. Declarations only; signatures
// as in realm-swift, with its internal protocols (`RealmFetchable`, `KeypathSortable`,
// `_ObservedResultsValue`, `_Persistable`) reduced to the public types that adopt them.
import Combine
import Foundation
import SwiftUI

/// Realm: `RLMObjectBase`, the root of every stored object.
open class ObjectBase: NSObject {
    public override init() { super.init() }
}

/// Realm: `public typealias Object = RealmSwiftObject`; a managed object is `ObservableObject`.
open class Object: ObjectBase, ObservableObject {
    public required override init() { super.init() }
}

/// Realm: `public typealias EmbeddedObject = RealmSwiftEmbeddedObject`.
open class EmbeddedObject: ObjectBase, ObservableObject {
    public required override init() { super.init() }
}

/// Realm: "A protocol which defines a default identity for Realm Objects": an `id` that is the same
/// for every instance that refers to one stored object.
public protocol ObjectKeyIdentifiable: Identifiable {
    var id: UInt64 { get }
}

extension ObjectKeyIdentifiable where Self: ObjectBase {
    public var id: UInt64 { fatalError() }
}

/// Realm: the values a stored property may hold (`_Persistable`).
public protocol _Persistable {}
extension String: _Persistable {}
extension Int: _Persistable {}
extension Int16: _Persistable {}
extension Double: _Persistable {}
extension Bool: _Persistable {}
extension Date: _Persistable {}
extension Optional: _Persistable where Wrapped: _Persistable {}
extension List: _Persistable {}

@propertyWrapper
public struct Persisted<Value: _Persistable> {
    /// Realm: a property with no initial value written starts from its type's default
    /// (`@Persisted var tags: List<Tag>` starts empty).
    public init() { fatalError() }
    public init(wrappedValue value: Value) { fatalError() }
    public init(primaryKey: Bool) { fatalError() }
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }
}

/// Realm: what a collection may hold (`RealmCollectionValue`).
public protocol RealmCollectionValue: Hashable {}
extension Object: RealmCollectionValue {}
extension EmbeddedObject: RealmCollectionValue {}
extension String: RealmCollectionValue {}

/// Realm: `List<Element: RealmCollectionValue>`, a to-many property.
public final class List<Element: RealmCollectionValue>: RandomAccessCollection {
    public init() {}
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(position: Int) -> Element { fatalError() }
}

/// Realm: `@frozen public struct Results<Element: RealmCollectionValue>`, a live or frozen query.
public struct Results<Element: RealmCollectionValue>: Equatable, RandomAccessCollection {
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(position: Int) -> Element { fatalError() }
    public static func == (lhs: Results, rhs: Results) -> Bool { fatalError() }
}

/// Realm: `@ObservedResults(Item.self) var items`, whose value is frozen results.
@propertyWrapper
public struct ObservedResults<ResultType>: DynamicProperty where ResultType: Object & Identifiable {
    public init(_ type: ResultType.Type) { fatalError() }
    public var wrappedValue: Results<ResultType> { fatalError() }
}

/// Realm: `@ObservedRealmObject var item`, whose value is a frozen object.
@propertyWrapper
public struct ObservedRealmObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject & Equatable {
    public init(wrappedValue: ObjectType) { fatalError() }
    public var wrappedValue: ObjectType { fatalError() }
}
