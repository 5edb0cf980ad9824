import SwiftUI

// The draft is a new city, never a row's element: looking it up by the name the form edits is a
// duplicate check, and finds what it should.
struct City: Identifiable {
    let id = UUID()
    var name: String
}

struct AddCityForm: View {
    @Binding var cities: [City]
    @State private var city = City(name: "")

    var body: some View {
        Form {
            TextField("City", text: $city.name)
            Button("Add") {
                guard cities.firstIndex(where: { $0.name == city.name }) == nil else { return }
                cities.append(city)
                city = City(name: "")
            }
        }
    }
}

struct CityList: View {
    @State private var cities: [City] = []

    var body: some View {
        List {
            ForEach(cities) { city in
                Text(city.name)
            }
            AddCityForm(cities: $cities)
        }
    }
}
