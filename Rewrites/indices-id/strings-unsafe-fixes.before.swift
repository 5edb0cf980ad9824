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

extension NamesView {
    func remove(at offsets: IndexSet) {
        withAnimation { names.remove(atOffsets: offsets) }
    }
}
