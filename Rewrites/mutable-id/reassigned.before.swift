import SwiftUI

struct Draft: Identifiable {
    var id = UUID()
    var text: String

    mutating func reset() {
        id = UUID()
        text = ""
    }
}
