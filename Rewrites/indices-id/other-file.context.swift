import Combine

final class CityModel: ObservableObject {
    @Published var cities: [City] = []

    func add(_ city: City) { cities.insert(city, at: 0) }
}

struct City: Codable {
    let id: String
    var name: String
}

extension City: Identifiable {}
