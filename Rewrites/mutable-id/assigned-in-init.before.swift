import SwiftUI

struct Donut: Identifiable {
    var id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

struct Sales: Identifiable {
    var city: Donut
    var total: Int

    var id: Int { city.id }
}

final class Task2: Identifiable, Decodable {
    var id: String
    var name: String

    enum CodingKeys: String, CodingKey {
        case id, name
    }

    required init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(String.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
    }

    func copy() -> String {
        var id = UUID().uuidString
        id += name
        return id
    }
}
