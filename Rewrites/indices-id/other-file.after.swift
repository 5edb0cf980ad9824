import SwiftUI

struct CitiesView: View {
    @ObservedObject var model: CityModel

    var body: some View {
        ForEach(model.cities) { city in
            Text(city.name)
        }
    }
}
