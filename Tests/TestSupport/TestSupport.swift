import Foundation
@_exported import ListFixCorpus

/// Paths of the repository, found from this file's location.
public enum RepositoryPaths {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    public static let rewrites = root.appendingPathComponent("Rewrites")

    public static func fixture(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(relative)))
    }
}

/// Runs a program and returns its exit status and outputs.
public struct ProcessResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    public var stdoutData: Data
}

extension ProcessResult {
    public init(status: Int32, stdoutData: Data, stderr: String) {
        self.init(status: status, stdout: String(decoding: stdoutData, as: UTF8.self), stderr: stderr, stdoutData: stdoutData)
    }
}

public func runProcess(_ executable: String, _ arguments: [String], cwd: URL? = nil, stdin: Data? = nil,
                       environment: [String: String]? = nil) throws -> ProcessResult {
    TestCache.install()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let cwd { process.currentDirectoryURL = cwd }
    if var environment {
        if environment[TestCache.variable] == nil { environment[TestCache.variable] = TestCache.folder }
        process.environment = environment
    }
    let out = Pipe(), input = Pipe()
    // stderr goes to a file so that neither pipe can fill and block the child.
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("listfix-stderr-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    let errHandle = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = errHandle
    process.standardInput = input
    // A child that exits before reading its input must not take the test process with it.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
    try? input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errHandle.close()
    let errData = (try? Data(contentsOf: errURL)) ?? Data()
    return ProcessResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self), stdoutData: outData)
}

/// `swiftc -parse` over files: nil when all parse, else the compiler's messages.
public func swiftParseErrors(_ files: [String]) throws -> String? {
    guard !files.isEmpty else { return nil }
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? findExecutable("swiftc") ?? "/usr/bin/swiftc"
    let result = try runProcess(swiftc, ["-parse"] + files)
    return result.status == 0 ? nil : result.stderr
}

public func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    for dir in path.split(separator: ":") {
        let candidate = "\(dir)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// The built `listfix` executable next to the test bundle.
public enum ListfixBinary {
    public static let path: String = {
        var candidates: [URL] = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
                                 URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        candidates.append(RepositoryPaths.root.appendingPathComponent(".build/debug"))
        for dir in candidates {
            let candidate = dir.appendingPathComponent("listfix").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return RepositoryPaths.root.appendingPathComponent(".build/debug/listfix").path
    }()

    /// `listfix arguments` in `cwd`; `setting` adds to (or replaces in) the test process's environment.
    public static func run(_ arguments: [String], cwd: URL, stdin: Data? = nil, setting: [String: String] = [:]) throws -> ProcessResult {
        guard !setting.isEmpty else { return try runProcess(path, arguments, cwd: cwd, stdin: stdin) }
        return try runProcess(path, arguments, cwd: cwd, stdin: stdin,
                              environment: ProcessInfo.processInfo.environment.merging(setting) { $1 })
    }

    /// `run` with the opt-in `offset-id` selected (`withOffsetRule`).
    public static func runWithOffsetRule(_ arguments: [String], cwd: URL, stdin: Data? = nil) throws -> ProcessResult {
        try run(withOffsetRule(arguments), cwd: cwd, stdin: stdin)
    }

    /// `arguments` with `--extend-rules offset-id` after a `check` or `fix` that selects no rules
    /// itself: `offset-id`, opt-in, is the rule these tests drive the command line with
    /// (`offsetView()` has one safe fix of it).
    public static func withOffsetRule(_ arguments: [String]) -> [String] {
        guard let command = arguments.first, command == "check" || command == "fix",
              !arguments.contains(where: { $0 == "--rules" || $0 == "--extend-rules" || $0.hasPrefix("--rules=") || $0.hasPrefix("--extend-rules=") })
        else { return arguments }
        return [command, "--extend-rules", "offset-id"] + arguments.dropFirst()
    }
}

/// Every listfix the tests start keeps its warm cache in one folder under the system's temporary
/// folder (`LISTFIX_CACHE_DIR`, inherited by the programs that start listfix: git hooks, make,
/// SwiftPM), never in the user's cache folder. Runs with the cache on are runs as users make them.
public enum TestCache {
    public static let variable = "LISTFIX_CACHE_DIR"
    public static let folder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("listfix-test-cache").path
        setenv(variable, path, 1)
        return path
    }()

    public static func install() { _ = folder }
}

/// A fresh folder under the system's temporary folder, removed by `remove()`.
public struct TemporaryFolder {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("listfix-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    @discardableResult
    public func write(_ relative: String, _ text: String) throws -> URL { try write(relative, Data(text.utf8)) }

    @discardableResult
    public func write(_ relative: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    public func read(_ relative: String) throws -> Data { try Data(contentsOf: url.appendingPathComponent(relative)) }
    public func text(_ relative: String) throws -> String { String(decoding: try read(relative), as: UTF8.self) }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// One catalog example: `NAME.before.swift`, its expected `NAME.after.swift` (or none: unchanged),
/// and what the example runs with.
public struct CatalogExample: Sendable {
    public var rule: String
    public var name: String
    public var before: Data
    public var after: Data?
    public var afterPath: String?
    public var context: Data?
    public var flags: [String]
    public var manifest: Data?
    public var swiftVersionFile: Data?
    /// `NAME.listfix.toml`: the project's `.listfix.toml` (rule settings such as `[unary-row]`).
    public var configuration: Data?
    /// `NAME.before.swift`, `NAME.after.swift` (nil when none) and `NAME.context.swift` on disk.
    public var beforePath: String
    public var contextPath: String?
    /// `NAME.external.swift`: declarations of a module the project depends on; the compiler
    /// sees them, listfix does not (they make an "unknown type" example type-check).
    public var externalPath: String?
    /// `NAME.invalid`: why `before` is deliberately not valid Swift (only its parse is checked).
    public var invalidBefore: String?
    /// `NAME.xfail`: why `after` does not type-check yet, naming the issue that fixes it.
    public var expectedTypeCheckFailure: String?
    /// `NAME.findings`: the findings `check` reports on `before`, one per line; nil when missing.
    public var findings: String?
    public var findingsPath: String

    public var expected: Data { after ?? before }

    public static func all() throws -> [CatalogExample] {
        let fm = FileManager.default
        var out: [CatalogExample] = []
        for rule in try fm.contentsOfDirectory(atPath: RepositoryPaths.rewrites.path).sorted() {
            let folder = RepositoryPaths.rewrites.appendingPathComponent(rule)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for file in try fm.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".before.swift") {
                let name = String(file.dropLast(".before.swift".count))
                func optional(_ suffix: String) -> Data? { try? Data(contentsOf: folder.appendingPathComponent(name + suffix)) }
                func optionalText(_ suffix: String) -> String? { optional(suffix).map { String(decoding: $0, as: UTF8.self) } }
                func path(_ suffix: String) -> String { folder.appendingPathComponent(name + suffix).path }
                let flags = optional(".flags").map { String(decoding: $0, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init) } ?? []
                out.append(CatalogExample(
                    rule: rule, name: name, before: try Data(contentsOf: folder.appendingPathComponent(file)),
                    after: optional(".after.swift"),
                    afterPath: optional(".after.swift") == nil ? nil : folder.appendingPathComponent(name + ".after.swift").path,
                    context: optional(".context.swift"), flags: flags, manifest: optional(".Package.swift"),
                    swiftVersionFile: optional(".swift-version"),
                    configuration: optional(".listfix.toml"),
                    beforePath: path(".before.swift"),
                    contextPath: optional(".context.swift") == nil ? nil : path(".context.swift"),
                    externalPath: optional(".external.swift") == nil ? nil : path(".external.swift"),
                    invalidBefore: optionalText(".invalid"),
                    expectedTypeCheckFailure: optionalText(".xfail"),
                    findings: optionalText(".findings"),
                    findingsPath: path(".findings")))
            }
        }
        return out
    }
}

/// The files among `paths` that the compiler's parser rejects. `swiftc -parse` stops at the
/// first file with errors, so batches go to `swift-frontend -frontend -parse`, which reports
/// every file; without it, one `swiftc -parse` per file.
public func filesFailingParse(_ paths: [String], batch: Int = 200) throws -> Set<String> {
    let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? findExecutable("swiftc") ?? "/usr/bin/swiftc"
    let frontend = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent("swift-frontend").path
    var failing = Set<String>()
    guard FileManager.default.isExecutableFile(atPath: frontend) else {
        for path in paths where try swiftParseErrors([path]) != nil { failing.insert(path) }
        return failing
    }
    // The compiler's parser can spin on a mangled input (seen: an interpolation cut by invalid
    // UTF-8, 455 bytes, no end in 10 minutes), and an input it cannot decode ends the batch before
    // the files after it are read. Under `timeout`, a batch that fails or runs too long has every
    // file it does not name parsed alone, and a file the parser does not finish in time is no
    // oracle: rejected.
    let timeout = findExecutable("timeout")
    func parse(_ files: [String], seconds: Int) throws -> ProcessResult {
        guard let timeout else { return try runProcess(frontend, ["-frontend", "-parse"] + files) }
        return try runProcess(timeout, ["-s", "KILL", "\(seconds)", frontend, "-frontend", "-parse"] + files)
    }
    var start = 0
    while start < paths.count {
        let chunk = Array(paths[start..<min(paths.count, start + batch)])
        let result = try parse(chunk, seconds: 30)
        if result.status != 0 {
            var named = Set<String>()
            for line in result.stderr.split(separator: "\n") where line.contains(": error:") {
                if let path = chunk.first(where: { line.hasPrefix($0 + ":") }) { named.insert(path) }
            }
            failing.formUnion(named)
            for path in chunk where !named.contains(path) {
                if try parse([path], seconds: 10).status != 0 { failing.insert(path) }
            }
        }
        start += batch
    }
    return failing
}
