import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
enum OptionKind {
    case plain, detailed, custom
}

struct Option: Identifiable {
    let id: UUID
    var title: String
    var detail: String
    var kind: OptionKind
}

struct OptionsList: View {
    @Binding var options: [Option]

    var body: some View {
        LazyVStack {
            ForEach(options) { option in
                switch option.kind {
                case .plain:
                    Text(option.title)
                case .detailed:
                    Text(option.title)
                    Text(option.detail)
                case .custom:
                    SettingView(title: option.title)
                }
            }
        }
    }
}

extension OptionsList {
    func clear() {
        options.removeAll()
    }
}
