import ListFixKit

/// For measuring what parts of the first pass cost, set by `LISTFIX_FIRST_PASS_FLOOR`: `read`
/// ends each file's first pass once it is read, `lex` once it is lexed (no file then has work,
/// so the run reports nothing: the figure is its time); `unlexed:LIST` ends it once read for
/// the files LIST names (one path a line, spelled as the walk lists them) and runs the rest
/// in full, for the bound of a first pass that lexed only some files (its findings may be
/// wrong: the skipped files' declarations are missing). See `listfix-bench`.
enum FirstPassFloor: Equatable {
    case read, lex
    case unlexed(Set<String>)

    static let chosen: FirstPassFloor? = Environment.value("LISTFIX_FIRST_PASS_FLOOR").flatMap(FirstPassFloor.init)

    init?(_ setting: String) {
        switch setting {
        case "read": self = .read
        case "lex": self = .lex
        default:
            guard setting.hasPrefix("unlexed:"), let list = try? FileSystem.read(String(setting.dropFirst(8))) else { return nil }
            self = .unlexed(Set(list.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }))
        }
    }

    /// Whether the first pass of the file at `path` ends once it is read.
    func endsOnceRead(_ path: String) -> Bool {
        switch self {
        case .read: true
        case .lex: false
        case .unlexed(let paths): paths.contains(path)
        }
    }
}
