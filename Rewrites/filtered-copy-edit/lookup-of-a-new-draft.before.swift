import SwiftUI

// The draft is a new city, never a row's element: removing any city of the name the form edits
// replaces a city of that name, which is what it is for.
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
                cities.removeAll { $0.name == city.name }
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
