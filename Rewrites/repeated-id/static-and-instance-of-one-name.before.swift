import SwiftUI

// A type's own `static let icons` and an instance's `let icons` are two properties: the rows over
// `icons` read the instance's distinct names, and only those over `Self.icons` read the static list
// that names "star" twice.
struct IconRows: View {
    static let icons = ["star", "heart", "star"]
    let icons = ["sun.max", "moon", "cloud"]

    var body: some View {
        VStack {
            ForEach(icons, id: \.self) { name in
                Image(systemName: name)
            }
            ForEach(Self.icons, id: \.self) { name in
                Image(systemName: name)
            }
        }
    }
}
