import SwiftUI

struct DailySale: Identifiable {
    let id: UUID
    var title: String
    var show: Bool
}

struct SalesView: View {
    @State private var dailySales: [DailySale] = []

    var body: some View {
        List {
            ForEach(dailySales.indices, id: \.self) { index in
                Button(dailySales[index].title) {
                    dailySales[index].show.toggle()
                }
            }
        }
    }
}

extension SalesView {
    func remove(at offsets: IndexSet) {
        dailySales.remove(atOffsets: offsets)
    }
}
