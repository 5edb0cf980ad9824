import SwiftUI

struct Option: Identifiable {
    let id: UUID
    var title: String
    var isCustom: Bool
}

struct OptionsList: View {
    var options: [Option]

    var body: some View {
        List {
            ForEach(options) { option in
                if option.isCustom {
                    SettingView(title: option.title)
                } else {
                    Text(option.title)
                }
            }
        }
    }
}
