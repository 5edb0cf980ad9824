import SwiftUI

// Sections of transactions grouped by day, newest first. The delete sits on the sections'
// `ForEach`, so its offsets are sections' positions; the handler takes the transaction at each of
// them in the flat list: a swipe deletes another transaction.
struct Transaction: Identifiable, Hashable {
    let id: UUID
    var date: Date
    var details: String
}

struct TransactionList: View {
    @State private var transactions: [Transaction] = []

    private var groupedTransactions: [Date: [Transaction]] {
        var grouped = Dictionary(grouping: transactions, by: { Calendar.current.startOfDay(for: $0.date) })
        grouped = grouped.mapValues { $0.sorted(by: { $0.date > $1.date }) }
        return grouped
    }

    var body: some View {
        List {
            ForEach(groupedTransactions.sorted(by: { $0.key > $1.key }), id: \.key) { date, dayTransactions in
                Section(header: Text(date, style: .date)) {
                    ForEach(dayTransactions) { transaction in
                        Text(transaction.details)
                    }
                }
            }
            .onDelete(perform: deleteTransaction)
        }
    }

    private func deleteTransaction(_ offsets: IndexSet) {
        for index in offsets {
            let transaction = transactions[index]
            transactions.removeAll { $0.id == transaction.id }
        }
    }
}
