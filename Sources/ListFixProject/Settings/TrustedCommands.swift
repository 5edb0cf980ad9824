#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// The `verify` commands of settings files that the person running listfix approved with
/// `listfix trust`, as `direnv allow` records a folder's `.envrc`: a settings file can come with
/// a branch, a pull request or a downloaded project, so its command runs only once approved, and
/// again only while it is the very command approved. Kept in the user's cache folder, never where
/// a settings file could point (`cache-dir`).
struct TrustedCommands {
    /// Settings file (canonical path) → the exact command approved for it. The command itself is
    /// kept rather than a hash of it: comparing the text is exact, with no hash to collide.
    private(set) var approved: [String: String] = [:]
    /// The file they are kept in; nil when there is no user folder to keep them in.
    let path: String?

    static let fileName = "trusted-commands"
    private static let header = "# listfix: verify commands approved with `listfix trust` (settings file, tab, command)\n"

    /// `LISTFIX_CACHE_DIR`, else the user's cache folder: the person's environment, not a project's settings.
    static func defaultPath() -> String? {
        let root = Environment.value("LISTFIX_CACHE_DIR").flatMap { $0.isEmpty ? nil : $0 } ?? CacheFolder.userCacheRoot()
        return root.map { PathText.withoutTrailingSlashes($0) + "/" + fileName }
    }

    /// The approvals kept at `path`; none when the file is missing or unreadable.
    init(path: String? = TrustedCommands.defaultPath()) {
        self.path = path
        guard let path, let bytes = try? FileSystem.read(path) else { return }
        for line in bytes.split(separator: 0x0A) where line.first != UInt8(ascii: "#") {
            let fields = line.split(separator: 0x09, maxSplits: 1, omittingEmptySubsequences: false)
            guard fields.count == 2, let file = TrustedCommands.unescape(fields[0]), let command = TrustedCommands.unescape(fields[1])
            else { continue }
            approved[file] = command
        }
    }

    /// Whether `command` is what was approved for the settings file at `settingsPath`.
    func approves(_ command: String, in settingsPath: String) -> Bool {
        approved[FileSystem.resolvedPath(settingsPath)] == command
    }

    /// Records `command` as approved for `settingsPath` (replacing what was approved for it), or
    /// with nil removes its approval, and writes the file.
    mutating func set(_ command: String?, for settingsPath: String) throws {
        guard let path else { throw FileError(path: TrustedCommands.fileName, message: "no folder to keep approvals in: set HOME or LISTFIX_CACHE_DIR") }
        approved[FileSystem.resolvedPath(settingsPath)] = command
        var text = TrustedCommands.header
        for (file, command) in approved.sorted(by: { $0.key < $1.key }) {
            text += TrustedCommands.escape(file) + "\t" + TrustedCommands.escape(command) + "\n"
        }
        let folder = PathText.folder(of: path)
        guard CacheFolder.makeFolders(folder.isEmpty ? "." : folder) else {
            throw FileError(path: path, message: "cannot write: cannot create its folder")
        }
        try FileSystem.writeNew(path, Array(text.utf8), mode: 0o600)
    }

    /// A tab, a line break or a backslash in a path or command written as `\t`, `\n`, `\\` (and `\r`).
    static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// The text `escape` wrote; nil for anything it cannot have written.
    static func unescape(_ bytes: ArraySlice<UInt8>) -> String? {
        var out: [UInt8] = []
        var escaped = false
        for b in bytes {
            if escaped {
                switch b {
                case UInt8(ascii: "\\"): out.append(b)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                default: return nil
                }
                escaped = false
            } else if b == UInt8(ascii: "\\") {
                escaped = true
            } else {
                out.append(b)
            }
        }
        return escaped ? nil : String(validating: out, as: UTF8.self)
    }
}
