import Foundation

/// The SwiftUI interface stand-in (`Tests/Interfaces`), built by `Scripts/typecheck`.
public enum InterfaceStandIn {
    public static let script = RepositoryPaths.root.appendingPathComponent("Scripts/typecheck").path

    /// For each API level `build(api:)` built, the frontend's command line that type-checks against
    /// it, as the driver starts it, without the files; nil where the driver's line could not be read.
    private static let commands = Locked([Int: [String]?]())

    /// The command the driver runs to type-check a file against `folder` (`swiftc -###`): its
    /// flags (plugin paths for macros, the target) without the file.
    private static func frontendCommand(_ folder: String, api: Int) -> [String]? {
        guard let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? findExecutable("swiftc"),
              let result = try? runProcess(swiftc, ["-typecheck", "-I", folder] + defines(api) + ["listfix-placeholder.swift", "-###"]),
              result.status == 0, let line = result.stdout.split(separator: "\n").first,
              !line.contains("\""), !line.contains("'") else { return nil }
        var words = line.split(separator: " ").map(String.init)
        guard let k = words.firstIndex(of: "listfix-placeholder.swift"), words.first?.hasSuffix("swift-frontend") == true else { return nil }
        words.remove(at: k)
        if k > 0 && words[k - 1] == "-primary-file" { words.remove(at: k - 1) }
        return words
    }

    /// `-D API14 …` for the levels up to `api`, as the script defines them.
    static func defines(_ api: Int) -> [String] {
        [14, 15, 16, 17, 18, 26].filter { $0 <= api }.flatMap { ["-D", "API\($0)"] }
    }

    /// Builds the stand-in for an API level once; safe to call before type-checking in parallel.
    public static func build(api: Int) throws {
        let result = try runProcess("/bin/bash", [script, "--api", String(api), "--build"])
        guard result.status == 0 else { throw StandInError(message: result.stderr) }
        let command = frontendCommand(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), api: api)
        commands.update { $0[api] = command }
    }

    /// The compiler's errors for `files` type-checked as one module, or nil when they type-check.
    public static func errors(_ files: [String], api: Int) throws -> String? {
        // Once the level is built, the frontend type-checks directly: the script hashes the
        // stand-in's sources and starts the driver on every call, a third of the time over the
        // catalog's hundreds of files. The flags are the driver's own.
        if let command = commands.value[api] ?? nil {
            let result = try runProcess(command[0], Array(command.dropFirst()) + files)
            return result.status == 0 ? nil : result.stderr
        }
        let result = try runProcess("/bin/bash", [script, "--api", String(api)] + files)
        return result.status == 0 ? nil : result.stderr
    }

    /// The iOS-equivalent API level of a deployment target: the lowest over its platforms.
    /// macOS 13, 14 and 15 pair with iOS 16, 17 and 18; 26 is 26 everywhere.
    public static func apiLevel(_ targets: [String: Int]) -> Int {
        let levels = [13, 14, 15, 16, 17, 18, 26]
        var level = 26
        for (platform, major) in targets {
            var ios = major
            switch platform.lowercased() {
            case "macos": ios = major >= 26 ? 26 : major + 3
            case "watchos": ios = major >= 26 ? 26 : major + 7
            case "visionos": ios = major >= 26 ? 26 : 17
            default: break
            }
            level = min(level, levels.last(where: { $0 <= ios }) ?? 13)
        }
        return level
    }

    /// `iOS=16.0,macOS=13` from a `--deployment-target` value: platform to major version.
    public static func majors(_ list: String) -> [String: Int] {
        var out: [String: Int] = [:]
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let major = Int(parts[1].split(separator: ".")[0]) else { continue }
            out[String(parts[0])] = major
        }
        return out
    }
}

public struct StandInError: Error, CustomStringConvertible {
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { "building the SwiftUI stand-in failed:\n\(message)" }
}

/// A value shared between threads, changed under a lock.
public final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    public init(_ value: Value) { stored = value }
    public var value: Value { lock.lock(); defer { lock.unlock() }; return stored }
    public func update(_ change: (inout Value) -> Void) { lock.lock(); defer { lock.unlock() }; change(&stored) }
}
