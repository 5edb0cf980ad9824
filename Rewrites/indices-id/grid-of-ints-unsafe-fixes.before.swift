import SwiftUI

struct GridView: View {
    @Binding var rows: [[Int]]

    var body: some View {
        VStack {
            ForEach(rows.indices, id: \.self) { r in
                HStack {
                    ForEach(rows[r], id: \.self) { value in
                        Text("\(value)")
                    }
                }
            }
        }
    }
}

extension GridView {
    func remove(at offsets: IndexSet) {
        withAnimation { rows.remove(atOffsets: offsets) }
    }
}
