import ListFixKit

extension Options {
    /// Whether this run can verify its fixes with a build: `fix` over files, in place or to a
    /// patch, `--interactive` too. A `verify` setting in the configuration applies only there.
    var verifies: Bool { command == .fix && !dryRun && reviewPath == nil && paths != ["-"] }

    /// `--verify` given where it cannot work.
    func validateVerify() throws {
        guard let command = verifyCommand else { return }
        if self.command != .fix { throw UsageError(message: "--verify goes with `fix`") }
        if command.allSatisfy({ $0 == " " || $0 == "\t" }) { throw UsageError(message: "--verify needs a build command, such as 'swift build'") }
        if dryRun {
            throw UsageError(message: "--verify builds the fixed sources in place and --dry-run writes nothing; "
                + "for a verified diff use --verify with --patch FILE (- for standard output)")
        }
        if reviewPath != nil { throw UsageError(message: "--verify cannot be combined with --review: the page applies no fix to build") }
        if paths == ["-"] { throw UsageError(message: "--verify works on files, not standard input") }
    }
}

extension Runner {
    /// Before a `fix --verify` run reads any file: puts back the files an earlier run left when it
    /// was killed during a build (see `VerifyBackup`). An exit status when the run cannot go on.
    static func recoverVerifyBackup() -> Int32? {
        let recovery: VerifyBackup.Recovery
        do {
            guard let found = try VerifyBackup.recover() else { return nil }
            recovery = found
        } catch {
            Console.err("listfix: error: \(error.message)\n")
            return 2
        }
        let earlier = "an earlier `fix --verify`" + (recovery.process.isEmpty ? "" : " (process \(recovery.process))")
        if !recovery.restored.isEmpty {
            let list = recovery.restored.map(Runner.relative).sorted().map { "  \($0)\n" }.joined()
            Console.err("listfix: note: restored \(Report.plural(recovery.restored.count, "file", "files")) that \(earlier) "
                + "left with fixes it had not verified:\n\(list)")
        }
        guard recovery.kept.isEmpty else {
            for (path, backup) in recovery.kept {
                Console.err("\(Runner.relative(path)): error: \(earlier) wrote this file and it has changed since; its original is \(backup) "
                    + "(put it back by hand if you want it, then remove \(VerifyBackup.folder))\n")
            }
            return 2
        }
        return nil
    }

    /// An absolute path from the current folder when it is inside it.
    static func relative(_ path: String) -> String {
        let folder = FileSystem.resolvedPath(PatchPath.workingFolder)
        return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
