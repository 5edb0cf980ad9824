import SwiftUI

// The stored `id` is a `var`, but only the decoder, an initializer in an extension, gives it a
// value: nothing edits it once the reminder is made (read on Loft-Hours' reminders).
struct Reminder: Identifiable, Codable {
    var id = UUID()
    var title: String
}

extension Reminder {
    private enum CodingKeys: String, CodingKey {
        case id, title
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(UUID.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
    }
}

struct RemindersView: View {
    let reminders: [Reminder]

    var body: some View {
        List(reminders) { reminder in
            Text(reminder.title)
        }
    }
}
