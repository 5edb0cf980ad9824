import SwiftUI

struct CitiesView: View {
    @ObservedObject var model: CityModel

    var body: some View {
        ForEach(model.cities.indices, id: \.self) { i in
            Text(model.cities[i].name)
        }
    }
}
