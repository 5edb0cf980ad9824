import Foundation
import PackagePlugin

/// `swift package listfix [check|fix|rules] [options]`: runs listfix on the package's source folders
/// (`check` when no command is given; `rules` prints the catalog).
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
        // A bare `swift package listfix` checks, as a user expects of a linter's plugin.
        if options.first.map({ !["check", "fix", "rules"].contains($0) }) ?? true { options.insert("check", at: 0) }
        if options.first == "rules" {
            try run(context, options)
            return
        }
        // SwiftPM prints what a plugin writes on either stream to its standard output: the summary
        // would follow a JSON or SARIF document there, so a machine format runs quiet.
        if isMachineFormat(options) && !options.contains("--quiet") && !options.contains("-q") { options.append("--quiet") }
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
        try run(context, options + ["--"] + paths)
    }

    /// `--format json|sarif|github` (or `--format=…`) among the arguments.
    func isMachineFormat(_ options: [String]) -> Bool {
        let machine: Set<String> = ["json", "sarif", "github"]
        for (k, option) in options.enumerated() {
            if option == "--format", k + 1 < options.count, machine.contains(options[k + 1]) { return true }
            if option.hasPrefix("--format="), machine.contains(String(option.dropFirst("--format=".count))) { return true }
        }
        return false
    }

    /// Runs listfix in the package's folder; a non-zero status fails the command.
    func run(_ context: PluginContext, _ arguments: [String]) throws {
        let tool = try context.tool(named: "listfix")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
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
