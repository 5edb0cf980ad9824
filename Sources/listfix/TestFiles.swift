/// Files of test targets: `Tests/` folders and `*Tests.swift` files. Tests set ids and other
/// properties on purpose, so what they write says nothing of the app's rows.
enum TestFiles {
    static func contains(_ path: String) -> Bool {
        if path.hasSuffix("Tests.swift") || path.hasSuffix("Test.swift") { return true }
        return path.split(separator: "/").dropLast().contains { $0 == "Tests" || $0.hasSuffix("Tests") }
    }
}
