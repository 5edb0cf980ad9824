import Foundation
import PackagePlugin

/// Runs `listfix check` on a target's Swift files at every build that changes them, so findings
/// show as warnings where the build's diagnostics show (Xcode's issue navigator reads the
/// compiler-shaped lines). Findings never fail the build (`--exit-zero`).
@main
struct ListfixBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !files.isEmpty else { return [] }
        let listfix = try context.tool(named: "listfix").url
        // A build command runs when its inputs are newer than its output: the marker, touched
        // after each check, is that output. It is an empty Swift file, so the build compiles it
        // to nothing instead of shipping it as a resource.
        let marker = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)ListfixChecked.swift")
        let quote = { (s: String) in "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = ([quote(listfix.path), "check", "--exit-zero", "--quiet"] + files.map { quote($0.path) }).joined(separator: " ")
            + "; touch " + quote(marker.path)
        return [.buildCommand(displayName: "listfix check \(target.name)",
                              executable: URL(fileURLWithPath: "/bin/sh"),
                              arguments: ["-c", script],
                              inputFiles: files + [listfix],
                              outputFiles: [marker])]
    }
}
