import Combine

final class CityModel: ObservableObject {
    @Published var cities: [City] = []

    func add(_ city: City) { cities.append(city) }
}

struct City: Codable {
    let id: String
    var name: String
}

extension City: Identifiable {}
