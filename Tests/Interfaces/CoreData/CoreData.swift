// Stand-in for the part of Core Data that SwiftUI lists use: managed objects, which a fetch
// request's results hold. Declarations only; signatures and constraints as in Apple's SDK.
import Combine
import Foundation

public protocol NSFetchRequestResult: NSObjectProtocol {}

open class NSManagedObject: NSObject, NSFetchRequestResult {
    public override init() { super.init() }
    open var isDeleted: Bool { fatalError() }
    open func willSave() {}
    open func changedValues() -> [String: Any] { fatalError() }
    // Apple: an override of `NSObject`'s key-value coding setter, which Linux's `NSObject` lacks.
    open func setValue(_ value: Any?, forKey key: String) {}
}

// Apple: `extension NSManagedObject: Identifiable` (iOS 13, macOS 10.15), keyed by the object.
extension NSManagedObject: Identifiable {}

// Apple: `extension NSManagedObject: ObservableObject` (iOS 13, macOS 10.15): a view can observe a
// managed object with `@ObservedObject`.
extension NSManagedObject: ObservableObject {}
