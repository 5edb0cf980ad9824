import SwiftTokens

/// The name for one element of a collection: the singular of its last camelCase word.
enum ElementName {
    static let irregular = ["people": "person", "children": "child", "men": "man", "women": "woman",
                            "mice": "mouse", "feet": "foot", "teeth": "tooth", "geese": "goose"]
    static let uncountable: Set<String> = ["data", "list", "history", "info", "information", "media", "content",
                                           "series", "species", "news", "metadata", "stuff", "equipment"]

    /// `users` → `user`, `recentUsers` → `recentUser`, `categories` → `category`, `boxes` → `box`;
    /// nil when the name has no plural form (`data`, `list`, `history`).
    static func singular(of name: String) -> String? {
        let chars = Array(name)
        var split = 0
        for (k, c) in chars.enumerated() where c.isUppercase { split = k }
        let head = String(chars[..<split])
        let word = String(chars[split...])
        let lower = word.lowercased()
        guard let singular = singularWord(lower) else { return nil }
        var result = singular
        if word.first?.isUppercase == true { result = result.prefix(1).uppercased() + result.dropFirst() }
        return head + result
    }

    static func singularWord(_ w: String) -> String? {
        if uncountable.contains(w) { return nil }
        if let s = irregular[w] { return s }
        if w.hasSuffix("ies") && w.count > 3 { return String(w.dropLast(3)) + "y" }
        for suffix in ["sses", "shes", "ches", "xes", "zes"] where w.hasSuffix(suffix) { return String(w.dropLast(2)) }
        if w.hasSuffix("ss") || w.hasSuffix("us") || w.hasSuffix("is") { return nil }
        if w.hasSuffix("s") && w.count > 1 { return String(w.dropLast()) }
        return nil
    }

    /// A name for the element of `collection` that is not in `taken`: the singular, else
    /// `element`, `element2`, ...
    static func choose(for collection: String, isTaken: (String) -> Bool) -> String {
        if let s = singular(of: collection), !isTaken(s), !Keywords.isReservedWord(s) { return s }
        if !isTaken("element") { return "element" }
        var n = 2
        while isTaken("element\(n)") { n += 1 }
        return "element\(n)"
    }
}
