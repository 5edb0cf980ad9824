import SwiftUI

struct Repository: Identifiable, Decodable {
    var id: String
    var name: String

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
    }

    enum CodingKeys: String, CodingKey {
        case id = "identifier"
        case name
    }
}

struct Repositories: View {
    var repositories: [Repository]

    var body: some View {
        List(repositories) { repository in
            Text(repository.name)
        }
    }
}
