import SwiftUI

// The rows are a model's computed property that filters every country by the typed text, and each
// row reads it again to draw a divider under all but the last: every keystroke of the field filters
// the countries once per row (read on a travel journal's profile form). A warning, with no
// automatic fix: the cache is the model's to keep.
struct Country: Identifiable {
    let id: String
    var name: String
}

final class ProfileModel: ObservableObject {
    @Published var countrySearchText = ""
    @Published var allCountries: [Country] = []

    var filteredCountries: [Country] {
        if countrySearchText.isEmpty { return allCountries }
        return allCountries.filter { $0.name.localizedCaseInsensitiveContains(countrySearchText) }
    }
}

struct CountryPicker: View {
    @ObservedObject var model: ProfileModel

    var body: some View {
        VStack {
            TextField("Country", text: $model.countrySearchText)
            ForEach(model.filteredCountries) { country in
                Text(country.name)
                if country.id != model.filteredCountries.last?.id {
                    Divider()
                }
            }
        }
    }
}
