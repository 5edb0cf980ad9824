import Foundation
import PackagePlugin

/// `swift package listfix check|fix [options]`: runs listfix on the package's source folders.
///
/// The plugin declares no permission, so `check` runs without a prompt; `fix` in place needs
/// `swift package --allow-writing-to-package-directory listfix fix`, which grants the write.
/// `--target NAME` (repeatable) limits the run to those targets. Every other argument goes to
/// listfix unchanged; arguments after `--` are paths and replace the targets' folders.
@main
struct ListfixCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        var options = extractor.remainingArguments
        var paths: [String] = []
        if let separator = options.firstIndex(of: "--") {
            paths = Array(options[(separator + 1)...])
            options = Array(options[..<separator])
        }
        if paths.isEmpty {
            let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
            let root = context.package.directoryURL.standardizedFileURL.path
            paths = targets.compactMap { $0 as? SourceModuleTarget }.map { target in
                let folder = target.directoryURL.standardizedFileURL.path
                return folder.hasPrefix(root + "/") ? String(folder.dropFirst(root.count + 1)) : folder
            }
        }
        guard !paths.isEmpty else {
            Diagnostics.error("the package has no source targets to check")
            return
        }
        let tool = try context.tool(named: "listfix")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = options + ["--"] + paths
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // listfix has printed why; the status tells `swift package` that the run failed.
            throw ListfixFailed(status: process.terminationStatus)
        }
    }
}

/// listfix exited non-zero: findings (1) or errors (2).
struct ListfixFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "listfix exited with status \(status)" }
}
