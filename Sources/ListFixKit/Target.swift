import SwiftTokens

/// A dotted version such as `6.2` or `26.0.1`, compared component by component.
public struct Version: Sendable, Comparable, CustomStringConvertible {
    public var components: [Int]

    public init(_ components: [Int]) { self.components = components }

    /// Parses `6`, `6.2`, `6.2.0`; nil for anything else.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 4 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard let n = Int(part), n >= 0 else { return nil }
            numbers.append(n)
        }
        components = numbers
    }

    public static func < (a: Version, b: Version) -> Bool {
        let count = max(a.components.count, b.components.count)
        for k in 0..<count {
            let x = k < a.components.count ? a.components[k] : 0
            let y = k < b.components.count ? b.components[k] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: Version, b: Version) -> Bool { !(a < b) && !(b < a) }

    public var description: String { components.map(String.init).joined(separator: ".") }
}

/// An Apple platform a package can target.
public enum ApplePlatform: String, Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS, macCatalyst

    /// Parses `iOS`, `ios`, `macOS`, `macos`, ...
    public init?(name: String) {
        guard let p = ApplePlatform.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = p
    }
}

/// What the code is compiled with and for. `nil` parts are unknown.
public struct Target: Sendable {
    public var swiftVersion: Version?
    /// The Apple platforms the code targets and their minimum versions; nil when unknown.
    public var deploymentTargets: [ApplePlatform: Version]?

    public init(swiftVersion: Version? = nil, deploymentTargets: [ApplePlatform: Version]? = nil) {
        self.swiftVersion = swiftVersion
        self.deploymentTargets = deploymentTargets
    }

    /// The answer to "does every targeted platform meet `minimum`?": true, false, or nil when unknown.
    public func allPlatforms(atLeast minimum: [ApplePlatform: Version]) -> Bool? {
        guard let targets = deploymentTargets else { return nil }
        for (platform, version) in targets {
            guard let needed = minimum[platform] else { continue }
            if version < needed { return false }
        }
        return true
    }
}

/// Reads Swift versions and deployment targets from `.swift-version` and `Package.swift` text.
public enum TargetParser {
    /// The version in a `.swift-version` file (`6.2`, `6.2-RELEASE`, `swift-6.2`).
    public static func swiftVersion(fromVersionFile text: String) -> Version? {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init)?.trimmingSpaces ?? ""
        var core = Substring(line)
        if core.hasPrefix("swift-") { core = core.dropFirst(6) }
        let digits = core.prefix { $0.isNumber || $0 == "." }
        return Version(digits)
    }

    /// `// swift-tools-version:6.2` or `// swift-tools-version: 6.2.0` on the manifest's first line.
    public static func toolsVersion(fromManifest text: String) -> Version? {
        guard let first = text.split(whereSeparator: \.isNewline).first else { return nil }
        let line = String(first).replacingSpaces()
        guard line.hasPrefix("//swift-tools-version") else { return nil }
        var rest = line.dropFirst("//swift-tools-version".count)
        if rest.hasPrefix(":") { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isNumber || $0 == "." }
        return Version(digits)
    }

    /// The deployment targets a manifest declares. A manifest with no `platforms:` targets the
    /// oldest versions of every platform (returned as version 0); one that lists platforms
    /// targets those only.
    public static func deploymentTargets(fromManifest text: String) -> [ApplePlatform: Version] {
        let file = SourceFile(text: text)
        let t = file.tokens
        for i in t.indices where t[i].kind == .identifier && file.tokenIs(i, "platforms") {
            guard let colon = file.next(after: i), t[colon].kind == .colon,
                  let open = file.next(after: colon), t[open].kind == .leftBracket else { continue }
            var out: [ApplePlatform: Version] = [:]
            for argument in file.arguments(of: open) {
                guard let first = argument.valueFirst, t[first].kind == .period,
                      let name = file.next(after: first), let platform = ApplePlatform(name: file.text(name)),
                      let paren = file.next(after: name), t[paren].kind == .leftParen,
                      let value = file.arguments(of: paren).first?.valueFirst else { continue }
                out[platform] = platformVersion(file, value)
            }
            return out
        }
        return Dictionary(uniqueKeysWithValues: ApplePlatform.allCases.map { ($0, Version([0])) })
    }

    /// `.v26`, `.v10_15`, `"26.0"`.
    static func platformVersion(_ file: SourceFile, _ i: Int) -> Version {
        let t = file.tokens
        if t[i].kind == .period, let name = file.next(after: i) {
            let text = file.text(name)
            if text.hasPrefix("v"), let v = Version(text.dropFirst().replacingOccurrences("_", ".")) { return v }
        }
        if t[i].kind == .stringSegment {
            let text = file.text(i).filter { $0 != "\"" }
            if let v = Version(text) { return v }
        }
        return Version([0])
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    func replacingSpaces() -> String { filter { $0 != " " && $0 != "\t" } }

    func replacingOccurrences(_ a: Character, _ b: Character) -> String { String(map { $0 == a ? b : $0 }) }
}

extension Substring {
    func replacingOccurrences(_ a: Character, _ b: Character) -> String { String(map { $0 == a ? b : $0 }) }
}
