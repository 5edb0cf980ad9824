import SwiftUI

extension Runner.Manga {
    /// The app's own key for another module's type.
    var identifier: String { sourceKey + "/" + key }
}

struct SelectedSeriesView: View {
    @State private var selected: [Runner.Manga] = []

    var body: some View {
        List {
            ForEach(selected, id: \.identifier) { series in
                Text(series.title)
            }
        }
    }
}
