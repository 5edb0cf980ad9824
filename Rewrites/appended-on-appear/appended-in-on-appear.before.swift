import SwiftUI

struct Option: Identifiable {
    let id: String
    let title: String
}

struct StatusOptions: View {
    @State private var options: [Option] = []

    var body: some View {
        List(options) { option in
            Text(option.title)
        }
        .onAppear {
            options.append(Option(id: "online", title: "Online"))
            options.append(Option(id: "away", title: "Away"))
        }
    }
}
