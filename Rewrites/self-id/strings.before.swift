import SwiftUI

struct NamesView: View {
    var names: [String]

    var body: some View {
        List {
            ForEach(names, id: \.self) { name in
                Text(name)
            }
        }
    }
}
