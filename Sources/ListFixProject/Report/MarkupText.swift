/// Text put in XML or HTML (the JUnit report, the review page).
enum MarkupText {
    /// `s` with the five characters markup reads escaped (`'` as `&#39;`, which HTML and XML both
    /// read), and the characters XML 1.0 cannot hold (controls other than tab and the line
    /// breaks, U+FFFE, U+FFFF) dropped.
    static func escaped(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default: if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
