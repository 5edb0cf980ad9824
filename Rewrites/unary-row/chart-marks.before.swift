import Charts
import SwiftUI

struct Sale: Identifiable {
    let id: UUID
    var month: String
    var amount: Double
    var isForecast: Bool
}

struct SalesChart: View {
    var sales: [Sale]

    var body: some View {
        Chart {
            ForEach(sales) { sale in
                if sale.isForecast {
                    LineMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                } else {
                    BarMark(x: .value("Month", sale.month), y: .value("Amount", sale.amount))
                }
            }
        }
    }
}
