#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import SwiftTokens

/// Reads Swift versions and deployment targets from `.swift-version` and `Package.swift` text.
/// Its one caller is the command's `TargetDetection`; it lives here, as text in and values out,
/// because the catalog tests read the examples' manifests with it too.
public enum TargetParser {
    /// The version in a `.swift-version` file (`6.2`, `6.2-RELEASE`, `swift-6.2`).
    public static func swiftVersion(fromVersionFile text: String) -> Version? {
        let line = firstLine(of: text).map(String.init)?.trimmingSpaces ?? ""
        var core = Substring(line)
        if core.hasPrefix("swift-") { core = core.dropFirst(6) }
        let digits = core.prefix { $0.isNumber || $0 == "." }
        return Version(digits)
    }

    /// `// swift-tools-version:6.2` or `// swift-tools-version: 6.2.0` on the manifest's first line.
    public static func toolsVersion(fromManifest text: String) -> Version? {
        guard let first = firstLine(of: text) else { return nil }
        let line = String(first).removingSpaces()
        guard line.hasPrefix("//swift-tools-version") else { return nil }
        var rest = line.dropFirst("//swift-tools-version".count)
        if rest.hasPrefix(":") { rest = rest.dropFirst() }
        let digits = rest.prefix { $0.isNumber || $0 == "." }
        return Version(digits)
    }

    /// The first line that is not empty, as `split(whereSeparator: \.isNewline).first` gives it,
    /// without splitting the rest of the text.
    static func firstLine(of text: String) -> Substring? {
        let rest = text.drop(while: \.isNewline)
        return rest.isEmpty ? nil : rest.prefix { !$0.isNewline }
    }

    /// The deployment targets a manifest declares. A manifest with no `platforms:` targets the
    /// oldest versions of every platform (returned as version 0); one that lists platforms
    /// targets those only. Nil when `platforms:` is there but listfix cannot read a platform from
    /// it: unknown, never "no platform to fall short".
    public static func deploymentTargets(fromManifest text: String) -> [ApplePlatform: Version]? {
        let file = SourceFile(text: text)
        let t = file.tokens
        for i in t.indices where t[i].kind == .identifier && file.tokenIs(i, "platforms") {
            guard let colon = file.next(after: i), t[colon].kind == .colon, var open = file.next(after: colon) else { continue }
            // `.when(platforms: [.iOS])` in a target's settings names platforms, not deployment targets.
            if let paren = file.tree.enclosing(i), t[paren].kind == .leftParen, let callee = file.previous(before: paren),
               file.tokenIs(callee, "when") { continue }
            // `var platforms: [SupportedPlatform] = [ … ]`: the list follows the type.
            if t[open].kind == .leftBracket, let close = file.tree.match(open), let equals = file.next(after: close),
               file.tokenIs(equals, "="), let list = file.next(after: equals) {
                open = list
            }
            guard t[open].kind == .leftBracket else { return nil }
            var out: [ApplePlatform: Version] = [:]
            for argument in file.arguments(of: open) {
                guard let first = argument.valueFirst, t[first].kind == .period,
                      let name = file.next(after: first), let platform = ApplePlatform(name: file.text(name)),
                      let paren = file.next(after: name), t[paren].kind == .leftParen,
                      let value = file.arguments(of: paren).first?.valueFirst else { continue }
                out[platform] = platformVersion(file, value)
            }
            return out.isEmpty ? nil : out
        }
        return Dictionary(uniqueKeysWithValues: ApplePlatform.allCases.map { ($0, Version([0])) })
    }

    /// The platform each build setting `…_DEPLOYMENT_TARGET` names, by the word before it.
    static let settingPlatforms: [(String, ApplePlatform)] = [
        ("IPHONEOS", .iOS), ("MACOSX", .macOS), ("TVOS", .tvOS), ("WATCHOS", .watchOS), ("XROS", .visionOS),
    ]

    /// The deployment targets an Xcode project's `project.pbxproj` (or an `.xcconfig` file) sets: for
    /// each platform whose `…_DEPLOYMENT_TARGET` it names, the oldest version any of its build
    /// configurations gives (the project's code must build for that one). Where a project file names
    /// two versions of one platform, the oldest any native target builds for, with what it inherits
    /// from the project's settings (`XcodeProjectSettings`), when that can be read. Nil when it names none.
    public static func deploymentTargets(fromXcodeProject bytes: [UInt8]) -> [ApplePlatform: Version]? {
        let names = settingPlatforms
        let needle = Array("_DEPLOYMENT_TARGET = ".utf8)
        var out: [ApplePlatform: Version] = [:]
        var unreadable = false
        var differs = false
        // A project file runs to megabytes and names its deployment targets a few times: `memchr`
        // jumps to each `Y` (rare in a project file: its object ids are hexadecimal), and only a
        // `_DEPLOYMENT_TARGET = ` there is read.
        let anchor = 6
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = anchor
            while offset < raw.count, let hit = memchr(base + offset, Int32(needle[anchor]), raw.count - offset) {
                let y = base.distance(to: UnsafeRawPointer(hit))
                offset = y + 1
                let at = y - anchor
                guard at + needle.count <= raw.count, raw[at..<at + needle.count].elementsEqual(needle) else { continue }
                offset = at + needle.count
                // The setting's name: the word before `_DEPLOYMENT_TARGET`.
                var start = at
                while start > 0, raw[start - 1] >= 0x41 && raw[start - 1] <= 0x5A { start -= 1 }
                let name = String(decoding: raw[start..<at], as: UTF8.self)
                guard let platform = names.first(where: { $0.0 == name })?.1 else { continue }
                var value: [UInt8] = []
                var j = offset
                // To the `;` (a project file), the line's end, or a `//` comment (an `.xcconfig`).
                while j < raw.count, raw[j] != 0x3B, raw[j] != 0x0A, raw[j] != 0x0D,
                      !(raw[j] == 0x2F && j + 1 < raw.count && raw[j + 1] == 0x2F) {
                    if raw[j] != 0x22 && raw[j] != 0x20 && raw[j] != 0x09 { value.append(raw[j]) }
                    j += 1
                }
                // A `$(…)` setting names another setting: its version is unknown, and so is the platform's.
                guard let version = Version(String(decoding: value, as: UTF8.self)) else {
                    unreadable = true
                    return
                }
                if let known = out[platform], known != version { differs = true }
                out[platform] = out[platform].map { min($0, version) } ?? version
            }
        }
        if unreadable || out.isEmpty { return nil }
        // One version per platform is the answer whatever inherits it; two are read target by target.
        if differs, let byTarget = XcodeProjectSettings(bytes)?.deploymentTargets { return byTarget }
        return out
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

/// The text helpers the parser reads manifests and version files with.
private extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }

    func removingSpaces() -> String { filter { $0 != " " && $0 != "\t" } }
}

private extension Substring {
    func replacingOccurrences(_ a: Character, _ b: Character) -> String { String(map { $0 == a ? b : $0 }) }
}
