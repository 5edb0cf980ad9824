import Foundation
@_exported import ListFixCorpus

/// Paths of the repository, found from this file's location.
public enum RepositoryPaths {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    public static let rewrites = root.appendingPathComponent("Rewrites")
    public static let sharedBench = root.deletingLastPathComponent().appendingPathComponent("shared/bench/gen-corpus.py")

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

public func runProcess(_ executable: String, _ arguments: [String], cwd: URL? = nil, stdin: Data? = nil,
                       environment: [String: String]? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let cwd { process.currentDirectoryURL = cwd }
    if let environment { process.environment = environment }
    let out = Pipe(), input = Pipe()
    // stderr goes to a file so that neither pipe can fill and block the child.
    let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("listfix-stderr-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: errURL.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errURL) }
    let errHandle = try FileHandle(forWritingTo: errURL)
    process.standardOutput = out
    process.standardError = errHandle
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
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
