/// What an XcodeGen spec (`project.yml`, from which an Xcode project is generated and often not
/// committed) says of deployment targets: the versions it sets, and the `.xcconfig` files whose
/// build settings apply too. Read as text, line by line, for the few keys that matter.
public struct XcodeGenSpec: Sendable, Equatable {
    /// The oldest version of each platform the spec itself sets.
    public var deploymentTargets: [ApplePlatform: Version]
    /// The `.xcconfig` files its `configFiles:` name, relative to the spec's folder.
    public var configFiles: [String]

    static let platforms: [(String, ApplePlatform)] = [
        ("iOS", .iOS), ("macOS", .macOS), ("tvOS", .tvOS), ("watchOS", .watchOS), ("visionOS", .visionOS),
    ]

    /// Reads `deploymentTarget:` (an `options:` or a target's map, `iOS: "26.0"`, or a target's one
    /// version for the `platform:` among its keys), `*_DEPLOYMENT_TARGET:` settings and `configFiles:`.
    /// Nil when a version it sets cannot be read (`$(…)`, a list of platforms), or it includes
    /// other specs (`include:`), whose settings it does not see.
    public init?(_ text: String) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        func isBlank(_ line: Substring) -> Bool { line.allSatisfy { $0 == " " || $0 == "\t" } || line.drop { $0 == " " }.hasPrefix("#") }
        func key(_ line: Substring) -> Substring { line.drop { $0 == " " || $0 == "-" }.prefix { $0 != ":" } }
        // The text after the key's colon, without a comment, quotes or spaces.
        func value(_ line: Substring) -> String {
            guard let colon = line.firstIndex(of: ":") else { return "" }
            let after = line[line.index(after: colon)...].prefix { $0 != "#" }
            return String(after.filter { $0 != " " && $0 != "\t" && $0 != "\"" && $0 != "'" })
        }
        /// The lines of the map under line `k`: more indented, up to the next line that is not.
        func children(_ k: Int) -> [Substring] {
            var out: [Substring] = []
            for j in (k + 1)..<lines.count where !isBlank(lines[j]) {
                if indent(lines[j]) <= indent(lines[k]) { break }
                out.append(lines[j])
            }
            return out
        }
        var targets: [ApplePlatform: Version] = [:]
        var files: [String] = []
        func add(_ platform: ApplePlatform, _ text: String) -> Bool {
            guard let version = Version(text) else { return false }
            targets[platform] = targets[platform].map { min($0, version) } ?? version
            return true
        }
        for (k, line) in lines.enumerated() where !isBlank(line) {
            let name = key(line)
            if name == "include" { return nil }
            if name.hasSuffix("_DEPLOYMENT_TARGET"),
               let setting = TargetParser.settingPlatforms.first(where: { name.dropLast(18).elementsEqual($0.0) }) {
                guard add(setting.1, value(line)) else { return nil }
            } else if name == "configFiles" {
                files += children(k).map(value).filter { !$0.isEmpty }
            } else if name == "deploymentTarget" {
                let own = indent(line)
                let scalar = value(line)
                guard !scalar.isEmpty else {
                    for entry in children(k) {
                        guard let platform = XcodeGenSpec.platforms.first(where: { $0.0 == key(entry) })?.1,
                              add(platform, value(entry)) else { return nil }
                    }
                    continue
                }
                // A target's one version, for the `platform:` among its keys (the lines around it at
                // its indentation, up to one less indented).
                var platform: ApplePlatform?
                for range in [Array(stride(from: k - 1, through: 0, by: -1)), Array((k + 1)..<lines.count)] {
                    for j in range where !isBlank(lines[j]) {
                        if indent(lines[j]) < own { break }
                        if indent(lines[j]) == own, key(lines[j]) == "platform" {
                            platform = XcodeGenSpec.platforms.first { $0.0 == value(lines[j]) }?.1
                        }
                    }
                }
                guard let platform, add(platform, scalar) else { return nil }
            }
        }
        guard !targets.isEmpty || !files.isEmpty else { return nil }
        deploymentTargets = targets
        configFiles = files
    }
}
