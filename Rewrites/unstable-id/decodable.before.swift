import SwiftUI

struct Episode: Identifiable, Decodable {
    var id: UUID { UUID() }
    var title: String
}
