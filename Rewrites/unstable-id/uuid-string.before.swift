import SwiftUI

struct Reminder: Identifiable {
    var id: String { UUID().uuidString }
    var title: String
}
