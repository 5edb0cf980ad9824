// A module this project depends on: the compiler sees it, listfix does not.
import SwiftUI

public struct Photo: Identifiable {
    public let id: UUID
    public var title: String
}

public struct PhotoCell: View {
    public var photo: Photo
    public var number: Int = 0

    public init(photo: Photo, number: Int = 0) {
        self.photo = photo
        self.number = number
    }

    public var body: some View {
        Text(photo.title)
    }
}
