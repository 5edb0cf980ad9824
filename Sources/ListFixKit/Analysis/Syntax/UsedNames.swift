import SwiftTokens

/// Answers "is this name already used?" for a new local or member: identifiers in a token
/// range (not member names after `.`, not argument labels) and a type's properties. It
/// compares bytes per question instead of collecting every identifier up front.
struct UsedNames {
    let file: SourceFile
    /// Token indices, not bytes.
    let tokens: Range<Int>
    var properties: [String] = []
    var extra: [String] = []

    func contains(_ name: String) -> Bool {
        if extra.contains(name) || properties.contains(name) { return true }
        let t = file.tokens
        let dollar = "$" + name
        for j in tokens where t[j].kind == .identifier && (file.tokenIs(j, name) || file.tokenIs(j, dollar)) {
            if file.isReference(j) { return true }
        }
        return false
    }
}
