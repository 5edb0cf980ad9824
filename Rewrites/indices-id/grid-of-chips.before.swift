import SwiftUI

struct Chip: Identifiable {
    let id: UUID
    var label: String
}

struct ChipsView: View {
    @Binding var chips: [[Chip]]

    var body: some View {
        VStack {
            ForEach(chips.indices, id: \.self) { index in
                HStack {
                    ForEach(chips[index].indices, id: \.self) { i in
                        Text(chips[index][i].label)
                    }
                }
            }
        }
    }
}

extension ChipsView {
    func remove(at offsets: IndexSet) {
        chips.remove(atOffsets: offsets)
    }
}
