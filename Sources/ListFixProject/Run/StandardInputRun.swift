import ListFixKit
import SwiftTokens

extension Runner {
    /// Standard input in; out go the fixed text (`fix`), the diff (`--dry-run`) or only the
    /// findings (`check`), through the same `RunOutput` as files.
    func runStandardInput() -> Int32 {
        var output = RunOutput(options: options, writesLater: false)
        output.writesFiles = false
        let name = options.stdinFilename ?? "<stdin>"
        let bytes = FileSystem.readStandardInput()
        if let problem = SourceText.problem(bytes) {
            output.printError(FileError(path: name, message: problem))
            return 2
        }
        let target = TargetDetection(swiftVersion: options.swiftVersion, deploymentTargets: options.deploymentTargets)
            .target(for: options.stdinFilename ?? "stdin.swift")
        let file = SourceFile(bytes: bytes)
        let declared = declarations(of: file, at: name).declared
        var declarations: Declarations
        if let project = options.stdinFilename.flatMap({ projectDeclarations(around: $0, replacingWith: declared, bytes: bytes) }) {
            declarations = project
        } else {
            declarations = Declarations()
            declarations.add(declared)
            if engine.readsRowElementTypes { declarations.resolveRowElementTypes() }
        }
        let outcome = options.command == .fix
            ? engine.fix(bytes, declarations: declarations, target: target)
            : engine.check(bytes, declarations: declarations, target: target)
        let report = FileReport(outcome, path: name, patchName: PatchPath.of(options.stdinFilename ?? "stdin.swift"), options: options)
        output.take(.report(report), path: name)
        // Like a formatter, `fix` prints the text whether or not it changed.
        if options.writesInPlace && options.format == .text { Console.write(outcome.fixed, to: 1) }
        return output.finish()
    }

    /// With `--stdin-filename PATH` naming a file of a project on disk, the declarations of that
    /// project, as `check PATH` reads them, with what the file declares taken from the text read
    /// instead of the file: the text is checked inside its project (an editor's unsaved buffer).
    /// Nil when the name is no file on disk.
    func projectDeclarations(around path: String, replacingWith declared: FileDeclarations, bytes: [UInt8]) -> Declarations? {
        guard FileSystem.isRegularFile(path) else { return nil }
        var context = options
        context.paths = [path]
        context.command = .check
        let pass = Runner(options: context).firstPass(workTree: GitWorkTree(), cache: SourceCache(budget: Runner.cacheBudget),
                                                      warm: nil, clock: PhaseClock())
        guard let named = pass.listed.first(where: { !$0.isContext }), named.project < pass.declarations.count else { return nil }
        var project = pass.declarations[named.project]
        if let disk = try? FileSystem.read(path), disk != bytes {
            let before = declarations(of: SourceFile(bytes: disk), at: path).declared
            _ = project.replace(before, with: declared)
            // Types the text declares and the file on disk does not.
            var added = declared
            added.types.removeAll { type in before.types.contains { $0.name == type.name } }
            project.add(added)
        }
        return project
    }
}
