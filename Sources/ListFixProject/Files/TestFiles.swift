import ListFixKit

/// Files of test targets: `Tests/` folders and `*Tests.swift` files. Tests set ids and other
/// properties on purpose, so what they write says nothing of the app's rows.
enum TestFiles {
    /// A folder whose name ends in `Tests`, or a file named `…Tests.swift` or `…Test.swift`. Runs for
    /// every file of a walk, so it reads the path's bytes in place once.
    static func contains(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let n = bytes.count
            func endsWithTests(at end: Int) -> Bool {
                end >= 5 && bytes[end - 5] == 0x54 && bytes[end - 4] == 0x65 && bytes[end - 3] == 0x73
                    && bytes[end - 2] == 0x74 && bytes[end - 1] == 0x73 // "Tests"
            }
            // `…Tests.swift`, `…Test.swift`
            if n >= 6, bytes[n - 6] == 0x2E, endsWithTests(at: n - 6) || (n >= 10 && bytes[n - 10] == 0x54
                && bytes[n - 9] == 0x65 && bytes[n - 8] == 0x73 && bytes[n - 7] == 0x74) { return true }
            for k in 0..<n where bytes[k] == 0x2F && endsWithTests(at: k) { return true }
            return false
        }
    }
}
