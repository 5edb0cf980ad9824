import ListFixKit

/// What narrows the findings a run reports: `--diff-base REF` (only the lines the branch touched)
/// and `--baseline FILE` (not the findings a team accepted).
struct ReportFilters {
    var changedLines: ChangedLines?
    var baseline: Baseline?

    /// Reads what the options ask for; nil, with the error printed, when one cannot be read.
    init?(options: Options, workTree: GitWorkTree) {
        if let ref = options.diffBase {
            changedLines = workTree.changedLines(since: ref, in: options.paths.first.map { FileSystem.isFolder($0) ? $0 : PathText.folder(of: FileSystem.resolvedPath($0)) } ?? ".")
            if changedLines == nil {
                Console.err("listfix: error: --diff-base: git cannot find the merge base of '\(ref)' and HEAD here\n")
                return nil
            }
        }
        if let path = options.baselinePath {
            guard let bytes = try? FileSystem.read(path), let text = String(validating: bytes, as: UTF8.self) else {
                Console.err("\(Report.shown(path)): error: the baseline cannot be read (make one with `listfix check --write-baseline FILE`)\n")
                return nil
            }
            baseline = Baseline(text: text)
        }
    }

    /// Drops the findings of `outcome`, the file at `path`, that the baseline accepted or that lie
    /// outside the changed lines.
    /// `from`: the folder the run stands in, when not the working folder.
    func apply(to outcome: inout FileOutcome, path: String, from folder: String? = nil) {
        if let baseline { baseline.filter(&outcome.findings, path: PatchPath.of(path, from: folder), bytes: outcome.original) }
        if let changedLines {
            let canonical = FileSystem.resolvedPath(path)
            outcome.findings.removeAll { !changedLines.contains(canonical, line: $0.line) }
        }
    }
}
