// A module this project depends on: the compiler sees it, listfix does not.
import Foundation

public struct SavedSearch {
    public var query: String
    public init(query: String) { self.query = query }
    public func summary() -> String { "“\(query)”" }
}
