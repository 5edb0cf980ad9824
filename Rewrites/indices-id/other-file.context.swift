import Combine

final class CityModel: ObservableObject {
    @Published var cities: [City] = []
}

struct City: Codable {
    let id: String
    var name: String
}

extension City: Identifiable {}
