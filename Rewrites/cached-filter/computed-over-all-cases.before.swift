import SwiftUI

// The getter filters `allCases`: the same few rows every time, cheap to make again on every
// keystroke of the text field; nothing is said.
enum Service: String, CaseIterable {
    case deepl, google, apple
}

struct TranslationSettings: View {
    @State private var apiKey = ""
    @State private var service = Service.deepl

    var services: [Service] {
        Service.allCases.filter { $0 != .apple }
    }

    var body: some View {
        Form {
            picker
            TextField("API key", text: $apiKey)
        }
    }

    private var picker: some View {
        Picker("Service", selection: $service) {
            ForEach(services, id: \.self) { service in
                Text(service.rawValue).tag(service)
            }
        }
    }
}
