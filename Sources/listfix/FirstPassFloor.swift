/// For measuring what the first pass's reading and lexing alone cost: `LISTFIX_FIRST_PASS_FLOOR`
/// set to `read` ends each file's first pass once it is read, `lex` once it is lexed. No file
/// then has work, so the run reports nothing: the figure is its time (see `listfix-bench`).
enum FirstPassFloor: String {
    case read, lex

    static let chosen = Environment.value("LISTFIX_FIRST_PASS_FLOOR").flatMap(FirstPassFloor.init(rawValue:))
}
