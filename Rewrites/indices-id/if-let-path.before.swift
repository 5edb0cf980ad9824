import SwiftUI

struct Rule: Identifiable {
    let id: Int
    var text: String
}

struct Instance {
    var rules: [Rule]?
}

struct RulesView: View {
    @Binding var instance: Instance

    var body: some View {
        List {
            if let rules = instance.rules {
                ForEach(rules.indices, id: \.self) { i in
                    Text(rules[i].text)
                }
            }
        }
    }
}

extension RulesView {
    func removeRule(at index: Int) {
        instance.rules?.remove(at: index)
    }
}
