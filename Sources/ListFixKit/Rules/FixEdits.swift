import SwiftTokens

/// Edits that several rules build, each in one place: insert modifiers after a view, add or drop
/// an argument, replace a token. (Wrapping a statement in a stack is `StackWrap`.)
enum FixEdits {
    /// Inserts modifiers (`.name(…)` texts) after token `last`, each on its own line at `indent`
    /// when `indent` is given, else inline.
    static func modifiers(_ texts: [String], after last: TokenIndex, in file: SourceFile, indent: String?,
                                 newline: String) -> Edit {
        let end = file.tokens[last].end
        let prefix = indent.map { newline + $0 } ?? ""
        return Edit(range: end..<end, replacement: texts.map { prefix + $0 }.joined())
    }

    /// Adds `label: value` (or an unlabeled value) after `argument`, the call's last argument.
    static func argument(_ text: String, after argument: Argument, in file: SourceFile) -> Edit? {
        guard let last = argument.valueLast else { return nil }
        let end = file.tokens[last].end
        return Edit(range: end..<end, replacement: ", " + text)
    }

    /// Removes `argument` with the comma that separates it from `previous`, the argument before it.
    static func removing(_ argument: Argument, after previous: Argument, in file: SourceFile) -> Edit? {
        guard let previousLast = previous.valueLast, let last = argument.valueLast else { return nil }
        return Edit(range: file.tokens[previousLast].end..<file.tokens[last].end, replacement: "")
    }

    /// Replaces one token's text.
    static func replacing(_ token: TokenIndex, with text: String, in file: SourceFile) -> Edit {
        Edit(range: file.tokens[token].range, replacement: text)
    }
}
