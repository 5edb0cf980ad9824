import SwiftUI

struct Invoice: Identifiable {
    let id: UUID
    var customer: String
}

struct InvoicesTable: View {
    var invoices: [Invoice]

    var body: some View {
        Table(invoices) {
            TableColumn("Customer", value: \.customer)
        }
    }
}
