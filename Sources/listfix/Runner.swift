import Foundation
import ListFixKit
import SwiftTokens

/// One run of `fix` or `check` over the command line's paths.
struct Runner {
    let options: Options
    let engine: Engine
    let jobs: Int

    init(options: Options) {
        self.options = options
        engine = Engine(rules: options.rules, applyUnsafe: options.unsafeFixes)
        jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    }

    /// What one file came to: its outcome, or why it could not be read.
    enum FileResult: Sendable {
        case outcome(FileOutcome)
        case failed(FileError)
    }

    func run() -> Int32 {
        if options.paths == ["-"] { return runStandardInput() }
        var tally = Tally()
        let discovery = FileDiscovery(paths: options.paths)
        for error in discovery.errors { printError(error, &tally) }
        let files = discovery.files
        if files.isEmpty && discovery.errors.isEmpty {
            Console.err("listfix: no Swift files found in \(options.paths.joined(separator: " "))\n")
        }

        // Pass 1: the project's declarations, read file by file and dropped.
        let partials = Parallel.map(files.count, jobs: jobs) { i -> Declarations in
            guard let bytes = try? Runner.load(files[i]) else { return Declarations() }
            var d = Declarations()
            d.add(DeclarationScanner.scan(SourceFile(bytes: bytes)))
            return d
        }
        var merged = Declarations()
        for d in partials { merged.merge(d) }
        let declarations = merged
        let detection = TargetDetection(swiftVersion: options.swiftVersion, deploymentTargets: options.deploymentTargets)
        let targets = files.map { detection.target(for: $0) }

        // Pass 2: rules and fixes, a window of files at a time, reported in path order.
        var patch: [UInt8] = []
        var json: [String] = []
        let window = max(jobs * 8, 16)
        var start = 0
        while start < files.count {
            let end = min(files.count, start + window)
            let engine = self.engine, fixing = options.command == .fix, first = start
            let results = Parallel.map(end - start, jobs: jobs) { k -> FileResult in
                let i = first + k
                do {
                    let bytes = try Runner.load(files[i])
                    return .outcome(fixing ? engine.fix(bytes, declarations: declarations, target: targets[i])
                                           : engine.check(bytes, declarations: declarations, target: targets[i]))
                } catch let error as FileError {
                    return .failed(error)
                } catch {
                    return .failed(FileError(path: files[i], message: "\(error)"))
                }
            }
            for (k, result) in results.enumerated() {
                report(result, path: files[start + k], tally: &tally, patch: &patch, json: &json)
            }
            start = end
        }
        return finish(tally: tally, patch: patch, json: json)
    }

    /// Reads a file and refuses what is not Swift source text.
    static func load(_ path: String) throws -> [UInt8] {
        let bytes = try FileSystem.read(path)
        if let problem = SourceText.problem(bytes) { throw FileError(path: path, message: problem) }
        return bytes
    }

    func report(_ result: FileResult, path: String, tally: inout Tally, patch: inout [UInt8], json: inout [String]) {
        switch result {
        case .failed(let error):
            printError(error, &tally)
        case .outcome(let outcome):
            tally.files += 1
            for problem in outcome.problems { printError(FileError(path: path, message: problem), &tally) }
            for d in outcome.diagnostics {
                if d.severity == .note {
                    if !tally.notes.contains(d.message) { tally.notes.append(d.message) }
                    continue
                }
                tally.add(d)
                if options.format == .json {
                    json.append(Report.json(d, path: path))
                } else if !options.quiet {
                    Console.err(Report.line(d, path: path))
                }
            }
            guard outcome.changed else { return }
            tally.applied += outcome.appliedFixes
            tally.changedFiles += 1
            if options.dryRun || options.patchPath != nil {
                let diff = outcome.diff(path: Runner.diffPath(path))
                if options.patchPath != nil {
                    patch += diff
                } else if options.format == .text {
                    Console.write(diff, to: 1)
                }
            } else {
                do {
                    try FileSystem.replace(path, with: outcome.fixed, expected: outcome.original)
                } catch let error as FileError {
                    tally.applied -= outcome.appliedFixes
                    tally.changedFiles -= 1
                    printError(error, &tally)
                } catch {}
            }
        }
    }

    func finish(tally: Tally, patch: [UInt8], json: [String]) -> Int32 {
        var tally = tally
        if let patchPath = options.patchPath {
            do { try FileSystem.write(patchPath, patch) } catch let error as FileError { printError(error, &tally) } catch {}
        }
        if options.format == .json { Console.out("[" + json.joined(separator: ",\n") + "]\n") }
        if !options.quiet && options.command == .check { for note in tally.notes { Console.err("listfix: note: \(note)\n") } }
        Console.err(options.command == .check ? tally.checkSummary() : tally.fixSummary(preview: !options.writesInPlace))
        if tally.errors > 0 { return 2 }
        switch options.command {
        case .check: return tally.findings > 0 ? 1 : 0
        case .fix: return !options.writesInPlace && tally.changedFiles > 0 ? 1 : 0
        case .rules: return 0
        }
    }

    func printError(_ error: FileError, _ tally: inout Tally) {
        tally.errors += 1
        Console.err("\(error.path): error: \(error.message)\n")
    }

    /// Standard input in, the result (fix), the diff (dry-run) or nothing (check) out.
    func runStandardInput() -> Int32 {
        var tally = Tally()
        let name = options.stdinFilename ?? "<stdin>"
        let bytes = FileSystem.readStandardInput()
        if let problem = SourceText.problem(bytes) {
            printError(FileError(path: name, message: problem), &tally)
            return 2
        }
        let target = TargetDetection(swiftVersion: options.swiftVersion, deploymentTargets: options.deploymentTargets)
            .target(for: options.stdinFilename ?? "stdin.swift")
        var declarations = Declarations()
        declarations.add(DeclarationScanner.scan(SourceFile(bytes: bytes)))
        let outcome = options.command == .fix
            ? engine.fix(bytes, declarations: declarations, target: target)
            : engine.check(bytes, declarations: declarations, target: target)
        var patch: [UInt8] = []
        var json: [String] = []
        tally.files = 1
        for problem in outcome.problems { printError(FileError(path: name, message: problem), &tally) }
        for d in outcome.diagnostics {
            if d.severity == .note {
                if !tally.notes.contains(d.message) { tally.notes.append(d.message) }
                continue
            }
            tally.add(d)
            if options.format == .json { json.append(Report.json(d, path: name)) } else if !options.quiet { Console.err(Report.line(d, path: name)) }
        }
        if outcome.changed {
            tally.applied = outcome.appliedFixes
            tally.changedFiles = 1
        }
        if options.command == .fix {
            if options.dryRun || options.patchPath != nil {
                if outcome.changed {
                    let diff = outcome.diff(path: Runner.diffPath(options.stdinFilename ?? "stdin.swift"))
                    if options.patchPath != nil { patch = diff } else if options.format == .text { Console.write(diff, to: 1) }
                }
            } else if options.format == .text {
                Console.write(outcome.fixed, to: 1)
            }
        }
        return finish(tally: tally, patch: patch, json: json)
    }

    /// The path a patch names: relative to the working directory, without `./`.
    static func diffPath(_ path: String) -> String {
        var p = path
        let cwd = FileManager.default.currentDirectoryPath
        if p.hasPrefix(cwd + "/") { p = String(p.dropFirst(cwd.count + 1)) }
        while p.hasPrefix("./") { p = String(p.dropFirst(2)) }
        if p.hasPrefix("/") { p = String(p.dropFirst()) }
        return p
    }
}

/// Checks that bytes are Swift source text: UTF-8 and no NUL bytes.
enum SourceText {
    static func problem(_ bytes: [UInt8]) -> String? {
        if bytes.contains(0) { return "contains NUL bytes: not Swift source text; skipped" }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: return nil
            case .error: return "is not valid UTF-8 (near byte \(offset)); skipped"
            }
        }
    }
}
