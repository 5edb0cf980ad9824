// `@FetchRequest` (iOS 13, macOS 10.15) and the results it gives a view.
import CoreData
import Foundation

@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    public var wrappedValue: FetchedResults<Result> { fatalError() }
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) { fatalError() }
}

public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(position: Int) -> Result { fatalError() }
}
