import Foundation

// Stands in for a model package listfix does not read: its `Item` is Identifiable.
public struct Item: Identifiable {
    public let id: UUID
    public var name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}
