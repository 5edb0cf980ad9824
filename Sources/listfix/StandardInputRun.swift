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
        var declarations = Declarations()
        let file = SourceFile(bytes: bytes)
        var declared = DeclarationScanner.scan(file)
        if engine.readsRowElementTypes {
                declared.rowDataUses = RowDataUse.scan(file, types: declared.types)
                declared.dictionaryKeyed = DictionaryKeyedMember.scan(file)
            }
        declarations.add(declared)
        if engine.readsRowElementTypes { declarations.resolveRowElementTypes() }
        let outcome = options.command == .fix
            ? engine.fix(bytes, declarations: declarations, target: target)
            : engine.check(bytes, declarations: declarations, target: target)
        let report = FileReport(outcome, path: name, patchName: PatchPath.of(options.stdinFilename ?? "stdin.swift"), options: options)
        output.take(.report(report), path: name)
        // Like a formatter, `fix` prints the text whether or not it changed.
        if options.writesInPlace && options.format == .text { Console.write(outcome.fixed, to: 1) }
        return output.finish()
    }
}
