import Foundation

/// Declared in another file of the project: the index sees it.
struct Recipe {
    let id: UUID
    var name: String
}

extension Recipe: Identifiable {}
