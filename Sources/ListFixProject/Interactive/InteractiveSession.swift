#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// `fix --interactive`: asks about each fix in path order, with `git add -p`'s keys, and
/// returns the choices a file's `fix` should apply.
struct InteractiveSession {
    /// What the answers so far decided for the rest of the run.
    private(set) var quit = false
    let color: Bool

    static let help = """
    y - apply this fix
    n - do not apply this fix
    a - apply this fix and all later fixes in the file
    d - do not apply this fix or any later fix in the file
    q - quit; do not apply this fix or any later one (the fixes accepted so far are applied)
    ? - print help

    """

    init(color: Bool) { self.color = color }

    /// Asks about each of the file's fixes; the findings of the accepted ones.
    mutating func ask(_ file: FixChoices) -> Set<FindingKey> {
        var accepted = Set<FindingKey>()
        var rest: Bool?
        for (k, choice) in file.fixes.enumerated() {
            if quit { break }
            if let rest {
                if rest { accepted.formUnion(choice.findings.map(FindingKey.init)) }
                continue
            }
            show(choice, path: file.path)
            answering: while true {
                Console.out(paint("(\(k + 1)/\(file.fixes.count)) Apply this fix [y,n,a,d,q,?]? ", "1;34"))
                guard let answer = InteractiveSession.readAnswer() else {
                    // End of input: as `q`.
                    Console.out("\n")
                    quit = true
                    break answering
                }
                switch answer {
                case "y": accepted.formUnion(choice.findings.map(FindingKey.init))
                case "n": break
                case "a":
                    accepted.formUnion(choice.findings.map(FindingKey.init))
                    rest = true
                case "d": rest = false
                case "q": quit = true
                default:
                    Console.out(paint(InteractiveSession.help, "1;31"))
                    continue answering
                }
                break answering
            }
        }
        return accepted
    }

    /// The fix's findings, safety and own hunks (the diff without its file header).
    func show(_ choice: FixChoices.Choice, path: String) {
        var text = "\n"
        for d in choice.findings { text += Report.line(d, path: Report.shown(path), color: color) }
        switch choice.fix.applicability {
        case .safe: text += "\(paint("safe fix", "32")): \(choice.fix.message)\n"
        case .unsafe(let reason): text += "\(paint("unsafe fix", "33")) (\(reason)): \(choice.fix.message)\n"
        }
        for line in DiffHunkLine.parse(choice.diff) {
            switch line.kind {
            case .hunk: text += paint(String(line.text), "36") + "\n"
            case .removed: text += paint(String(line.text), "31") + "\n"
            case .added: text += paint(String(line.text), "32") + "\n"
            case .context, .note: text += line.text + "\n"
            }
        }
        Console.out(text)
    }

    func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// One line from standard input, trimmed to its first non-blank character ("" for an empty
    /// line); nil at the end of input.
    static func readAnswer() -> Character? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = read(0, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { return line.isEmpty ? nil : first(line) }
            if byte == 0x0A { return first(line) }
            line.append(byte)
        }
    }

    private static func first(_ line: [UInt8]) -> Character {
        let text = String(decoding: line, as: UTF8.self).lowercased()
        return text.first { $0 != " " && $0 != "\t" && $0 != "\r" } ?? " "
    }
}
