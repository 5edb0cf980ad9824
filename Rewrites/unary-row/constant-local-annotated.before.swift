import SwiftUI

struct Service {
    var name: String
    var sources: [String]
}

// Three services written in place, their type spelled out: the rows are fixed.
struct ServicesView: View {
    @State private var mail: [String] = []
    @State private var files: [String] = []
    @State private var photos: [String] = []

    var body: some View {
        List {
            let services: [Service] = [
                Service(name: "Mail", sources: mail),
                Service(name: "Files", sources: files),
                Service(name: "Photos", sources: photos),
            ]
            ForEach(services, id: \.name) { service in
                if !service.sources.isEmpty {
                    Text(service.name)
                }
            }
        }
    }
}
