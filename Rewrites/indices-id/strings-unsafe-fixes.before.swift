import SwiftUI

struct NamesView: View {
    @Binding var names: [String]

    var body: some View {
        List {
            ForEach(names.indices, id: \.self) { i in
                Text(names[i])
            }
        }
    }
}
