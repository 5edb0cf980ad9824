import SwiftTokens

/// A dotted version such as `6.2` or `26.0.1`, compared component by component.
public struct Version: Sendable, Comparable, CustomStringConvertible {
    public var components: [Int]

    init(_ components: [Int]) { self.components = components }

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
    func allPlatforms(atLeast minimum: [ApplePlatform: Version]) -> Bool? {
        guard let targets = deploymentTargets else { return nil }
        for (platform, version) in targets {
            guard let needed = minimum[platform] else { continue }
            if version < needed { return false }
        }
        return true
    }
}

