import SwiftUI

struct DailySale: Identifiable {
    let id: UUID
    var title: String
    var show: Bool
}

struct SalesView: View {
    let dailySales: [DailySale]
    let onToggle: (DailySale) -> Void

    var body: some View {
        var sales = dailySales
        return List {
            ForEach(sales.indices, id: \.self) { index in
                Button(sales[index].title) {
                    sales[index].show.toggle()
                    onToggle(sales[index])
                }
            }
            .onDelete { offsets in
                sales.remove(atOffsets: offsets)
            }
        }
    }
}
