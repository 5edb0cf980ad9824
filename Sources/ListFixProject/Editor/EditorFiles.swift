/// What an editor's server needs of the file system and of the run's errors.
package enum EditorFiles {
    /// The bytes of the file at `path`.
    package static func read(_ path: String) throws -> [UInt8] { try FileSystem.read(path) }

    /// An error of reading a project's settings, as one line.
    package static func describe(_ error: any Error) -> String {
        switch error {
        case let problem as Configuration.Problem: return problem.text
        case let usage as Options.UsageError: return "error: " + usage.message
        case let file as FileError: return "\(file.path): \(file.message)"
        default: return "error: \(error)"
        }
    }
}
