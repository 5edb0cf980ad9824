import SwiftUI

struct Feature: Identifiable {
    var id = UUID()
    let title: String
    let symbol: String
}

// The features are a stored `let` of the view: a parent that makes the view again makes new ids,
// but the rows are plain text and images that keep nothing, and nothing animates them: nothing is
// lost, nothing to say.
struct WelcomeScreen: View {
    let features = [
        Feature(title: "Offline", symbol: "lock"),
        Feature(title: "Private", symbol: "eye.slash"),
    ]

    var body: some View {
        VStack {
            ForEach(features) { feature in
                HStack {
                    Image(systemName: feature.symbol)
                    Text(feature.title)
                }
            }
        }
    }
}
