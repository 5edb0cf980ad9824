import Foundation

struct Integration: Identifiable {
    let id = UUID()
    var name: String
    var items: [String]
}

struct Instructions {
    private let all = [
        Integration(name: "Shell", items: ["zsh", "bash"]),
        Integration(name: "Git", items: ["signing"]),
    ]

    var groups: [Integration] { all }
}
