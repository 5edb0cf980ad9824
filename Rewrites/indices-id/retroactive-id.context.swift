import Foundation

/// This project gives URL an identity of its own.
extension URL: @retroactive Identifiable {
    public var id: String { absoluteString }
}
