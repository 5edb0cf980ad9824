import Foundation

/// The SwiftUI interface stand-in (`Tests/Interfaces`), built by `Scripts/typecheck`.
public enum InterfaceStandIn {
    public static let script = RepositoryPaths.root.appendingPathComponent("Scripts/typecheck").path

    /// Builds the stand-in for an API level once; safe to call before type-checking in parallel.
    public static func build(api: Int) throws {
        let result = try runProcess("/bin/bash", [script, "--api", String(api), "--build"])
        guard result.status == 0 else { throw StandInError(message: result.stderr) }
    }

    /// The compiler's errors for `files` type-checked as one module, or nil when they type-check.
    public static func errors(_ files: [String], api: Int) throws -> String? {
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
