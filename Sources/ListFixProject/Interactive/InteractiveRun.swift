#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Ctrl-C at a question ends the run at once: nothing is written before the last answer, so every
/// file is as it was. The message is bytes made before any signal, for the handler to write.
enum InterruptedAtPrompt {
    static let message: [UInt8] = Array("\nlistfix: interrupted; nothing was written\n".utf8)

    static func install() {
        _ = message.count
        signal(SIGINT) { _ in
            InterruptedAtPrompt.message.withUnsafeBufferPointer { _ = write(2, $0.baseAddress, $0.count) }
            _exit(130)
        }
    }
}

extension Runner {
    /// `--interactive`: refuses at once when a file with fixes has uncommitted changes (before a
    /// question is asked), then asks about each fix and applies the accepted ones file by file
    /// through the engine's fixpoint. A fix that no longer applies after an earlier choice is
    /// skipped with a note.
    func choose(_ output: inout RunOutput, git: GitWorkTree?) {
        let files = output.choices
        output.choices = []
        if let git, !files.isEmpty {
            let dirty = git.dirtyFiles(under: options.paths)
            let refused = files.compactMap { file in dirty[FileSystem.resolvedPath(file.path)].map { (path: file.path, status: $0) } }
            if !refused.isEmpty {
                output.refuse(refused)
                return
            }
        }
        InterruptedAtPrompt.install()
        var session = InteractiveSession(color: options.color)
        for file in files {
            // After `q`, the rest stays as it is.
            let accepted = session.quit ? [] : session.ask(file)
            guard !accepted.isEmpty else {
                for d in file.findings { output.tally.add(d) }
                continue
            }
            var chosen = engine
            chosen.selection = accepted
            chosen.listsFixedFindings = true
            let outcome = chosen.fix(file.original, declarations: file.declarations, target: file.target)
            for problem in outcome.problems { output.printError(FileError(path: file.path, message: problem)) }
            let report = FileReport(outcome, path: file.path, options: options)
            if var change = report.change {
                change.selection = accepted
                output.take(change, path: file.path)
            }
            // What remains in the fixed text.
            output.tally.add(report)
            let applied = Set(outcome.fixedFindings.map(FindingKey.init))
            for d in file.findings where accepted.contains(FindingKey(d)) && !applied.contains(FindingKey(d)) {
                Console.err("listfix: note: \(Report.shown(file.path)):\(d.line):\(d.column): [\(d.rule)] skipped: it no longer applies after an earlier choice\n")
            }
        }
    }
}
