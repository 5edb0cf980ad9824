import SwiftUI

struct SaleLine: Identifiable {
    let id = UUID()
    var name = ""
}

struct SaleForm: View {
    @State private var lines: [SaleLine] = [SaleLine()]

    var body: some View {
        VStack {
            ForEach(lines.indices, id: \.self) { index in
                lineCard(index: index)
            }
            Button("Add line") { lines.append(SaleLine()) }
        }
    }

    // The card keeps the index in a binding's closures and removes its own line: a stale index
    // reads or writes past the end, or the line now at that position.
    private func lineCard(index: Int) -> some View {
        let name = Binding<String>(
            get: { lines[index].name },
            set: { lines[index].name = $0 }
        )
        return HStack {
            TextField("Part", text: name)
            Button("Remove") { _ = lines.remove(at: index) }
        }
    }
}
