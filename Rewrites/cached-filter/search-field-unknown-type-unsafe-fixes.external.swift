// A module this project depends on: the compiler sees it, listfix does not.
import SwiftUI

public struct Message: Identifiable, Equatable {
    public let id: UUID
    public var subject: String
    public var hasUnread: Bool
}

public struct MessageRow: View {
    public var message: Message

    public init(message: Message) {
        self.message = message
    }

    public var body: some View {
        Text(message.subject)
    }
}
