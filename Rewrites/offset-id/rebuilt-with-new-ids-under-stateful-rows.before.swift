import SwiftUI

// Each package's section is rebuilt, in the same order, every time a rate is picked, and a section's
// `id` is a new `UUID()` for every value made. Keyed by those ids, every rebuild would make every
// section new and fold it; keyed by position, each section keeps its `isExpanded` (read on
// WooCommerce's shipping carriers; listfix used to warn here, with a fix to `\.element.id` that would
// have folded every section on each pick). No key lasts across the rebuild: nothing to say.
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
            ForEach(Array(model.sections.enumerated()), id: \.offset) { index, section in
                CarrierSectionView(section: section)
            }
        }
    }
}
