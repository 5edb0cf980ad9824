import SwiftUI

// Each package's section is rebuilt, in the same order, every time a rate is picked, and a section's
// `id` is a new `UUID()` for every value made. Keyed by those ids (`ForEach(model.sections)`), every
// rebuild would make every section new and fold it; keyed by its index, each section keeps its
// `isExpanded`. No key lasts across the rebuild: nothing to say (the same test as `offset-id`'s,
// read on WooCommerce's shipping carriers).
struct CarrierSection: Identifiable {
    let id = UUID()
    let packageNumber: Int
    let rates: [String]
}

final class CarriersModel: ObservableObject {
    @Published private(set) var sections: [CarrierSection] = []
    var packages: [[String]] = []

    func pick(_ rate: String) {
        sections = packages.enumerated().map { number, rates in
            CarrierSection(packageNumber: number + 1, rates: rates)
        }
    }
}

struct CarrierSectionView: View {
    let section: CarrierSection
    @State private var isExpanded = true

    var body: some View {
        VStack(alignment: .leading) {
            Button("Package \(section.packageNumber)") { isExpanded.toggle() }
            if isExpanded {
                ForEach(section.rates, id: \.self) { rate in
                    Text(rate)
                }
            }
        }
    }
}

struct CarriersView: View {
    @ObservedObject var model: CarriersModel

    var body: some View {
        ScrollView {
            ForEach(model.sections.indices, id: \.self) { index in
                CarrierSectionView(section: model.sections[index])
            }
        }
    }
}
