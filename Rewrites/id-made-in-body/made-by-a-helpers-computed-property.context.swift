import Foundation

struct Integration: Identifiable {
    let id = UUID()
    var name: String
    var items: [String]
}

struct Instructions {
    var groups: [Integration] {
        [
            Integration(name: "Shell", items: ["zsh", "bash"]),
            Integration(name: "Git", items: ["signing"]),
        ]
    }
}
