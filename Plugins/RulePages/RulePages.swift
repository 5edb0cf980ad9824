import Foundation
import PackagePlugin

/// Generates `RuleDocumentation.swift` for ListFixKit from the catalog's pages
/// (`Rewrites/*/README.md`) at build time: the pages are not source, yet the binary carries them,
/// with no resource to find at run time (`make install` copies the binary alone).
@main
struct RulePages: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let rewrites = context.package.directoryURL.appendingPathComponent("Rewrites")
        let folders = try FileManager.default.contentsOfDirectory(atPath: rewrites.path).sorted()
        let pages = folders.map { rewrites.appendingPathComponent($0).appendingPathComponent("README.md") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("RuleDocumentation.swift")
        return [.buildCommand(displayName: "Rule pages for \(target.name)",
                              executable: try context.tool(named: "listfix-rule-pages").url,
                              arguments: [output.path] + pages.map(\.path),
                              inputFiles: pages + [try context.tool(named: "listfix-rule-pages").url],
                              outputFiles: [output])]
    }
}
