import SwiftUI

struct Feature {
    var title: String
    var detail: String
    var isVisible: Bool
}

// The rows are the positions of the visible features, but each row reads `features` at its
// position: with the second feature hidden, the second row shows it and the last visible one is
// never shown.
struct WhatsNewView: View {
    var features: [Feature]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(features.filter { $0.isVisible }.indices, id: \.self) { index in
                VStack(alignment: .leading) {
                    Text(features[index].title)
                    Text(features[index].detail)
                }
            }
        }
    }
}
