import ListFixKit

/// `.listfix.toml`: the settings a team keeps next to its code. A flag given on the command
/// line replaces the file's value for that setting.
package struct Configuration {
    static let fileName = ".listfix.toml"

    /// The file as named (for messages) and its folder, canonical (exclude patterns are relative to it).
    var path: String
    var folder: String
    var rules: [String]?
    var extendRules: [String]?
    var disable: [String]?
    var failOn: Severity?
    /// `baseline`: a baseline file, relative to the configuration's folder.
    var baseline: String?
    var swiftVersion: Version?
    var deploymentTargets: [ApplePlatform: Version]?
    var unsafeFixes: Bool?
    var exclude: [String]?
    /// `verify`: the build command of `fix --verify`.
    var verify: String?
    /// `cache-dir`: where `check` keeps its cache, relative to the configuration's folder.
    var cacheDir: String?
    /// `[severity]`: a rule's findings reported at another level.
    var severities: [String: Severity] = [:]
    /// `[unary-row]` and other rules' own settings.
    var ruleSettings = RuleSettings()

    /// A file that cannot be read or says something listfix cannot take, at its line and column.
    package struct Problem: Error {
        package var text: String
    }

    /// The nearest `.listfix.toml` in `start` (a folder) or its ancestors, up to and including the
    /// root of the git work tree that holds it (a settings file above a repository is not the
    /// repository's).
    static func find(from start: String) -> String? {
        for folder in FileSystem.foldersUp(from: FileSystem.resolvedPath(start)).folders {
            let candidate = (folder == "/" ? "" : folder) + "/" + fileName
            guard FileSystem.isRegularFile(candidate) else { continue }
            let cwd = PatchPath.workingFolder
            return candidate.hasPrefix(cwd + "/") ? String(candidate.dropFirst(cwd.count + 1)) : candidate
        }
        return nil
    }

    init(path: String) throws {
        self.path = path
        folder = PathText.folder(of: FileSystem.resolvedPath(path))
        let bytes: [UInt8]
        do { bytes = try FileSystem.read(path) } catch let error as FileError {
            throw Problem(text: "\(path): error: \(error.message)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Problem(text: "\(path): error: is not valid UTF-8")
        }
        let document: TOMLDocument
        do { document = try TOMLDocument(text) } catch let error as TOMLDocument.ParseError {
            throw Problem(text: "\(path):\(error.line):\(error.column): error: \(error.message)")
        }
        let known = Set(RuleCatalog.all.map(\.metadata.id))
        for entry in document.entries {
            func fail(_ message: String, item: Int? = nil) -> Problem {
                let at = item.flatMap { $0 < entry.itemPositions.count ? entry.itemPositions[$0] : nil } ?? (line: entry.line, column: entry.column)
                return Problem(text: "\(path):\(at.line):\(at.column): error: \(message)")
            }
            func strings() throws -> [String] {
                guard case .array(let items) = entry.value else { throw fail("'\(entry.key.joined(separator: "."))' expects an array of strings, got \(entry.value.kind)") }
                return try items.enumerated().map { k, item in
                    guard case .string(let s) = item else { throw fail("'\(entry.key.joined(separator: "."))' expects strings, got \(item.kind)", item: k) }
                    return s
                }
            }
            func ruleIDs(allowingAll: Bool = false) throws -> [String] {
                let ids = try strings()
                if let k = ids.firstIndex(where: { !known.contains($0) && !(allowingAll && $0 == Options.allRules) }) { throw fail("unknown rule '\(ids[k])'; `listfix rules` lists them", item: k) }
                return ids
            }
            func version() throws -> Version {
                switch entry.value {
                case .string(let s), .number(let s):
                    if let v = Version(s) { return v }
                    throw fail("'\(entry.key.joined(separator: "."))' expects a version such as \"5.10\", got '\(s)'")
                default:
                    throw fail("'\(entry.key.joined(separator: "."))' expects a version such as \"5.10\", got \(entry.value.kind)")
                }
            }
            switch (entry.key.count, entry.key[0]) {
            case (1, "rules"): rules = try ruleIDs(allowingAll: true)
            case (1, "extend-rules"): extendRules = try ruleIDs()
            case (1, "baseline"):
                guard case .string(let s) = entry.value else { throw fail("'baseline' expects a file name") }
                baseline = s.hasPrefix("/") ? s : folder + "/" + s
            case (1, "fail-on"):
                guard case .string(let s) = entry.value, let level = Options.failLevel(s) else {
                    throw fail("'fail-on' expects \"error\", \"warning\" or \"note\"")
                }
                failOn = level
            case (1, "disable"): disable = try ruleIDs()
            case (1, "exclude"): exclude = try strings()
            case (1, "cache-dir"):
                guard case .string(let s) = entry.value, !s.isEmpty else { throw fail("'cache-dir' expects a folder name") }
                cacheDir = s.hasPrefix("/") ? s : folder + "/" + s
            case (1, "verify"):
                guard case .string(let s) = entry.value, !s.isEmpty else { throw fail("'verify' expects a build command, such as \"swift build\"") }
                verify = s
            case (1, "swift-version"): swiftVersion = try version()
            case (1, "unsafe-fixes"):
                guard case .bool(let b) = entry.value else { throw fail("'unsafe-fixes' expects true or false, got \(entry.value.kind)") }
                unsafeFixes = b
            case (2, "deployment-target"):
                guard let platform = ApplePlatform(name: entry.key[1]) else {
                    throw fail("unknown platform '\(entry.key[1])'; expected iOS, macOS, tvOS, watchOS or visionOS")
                }
                deploymentTargets = deploymentTargets ?? [:]
                deploymentTargets![platform] = try version()
            case (2, "severity"):
                let rule = entry.key[1]
                guard known.contains(rule) else { throw fail("unknown rule '\(rule)'; `listfix rules` lists them") }
                guard case .string(let s) = entry.value, let level = Severity(rawValue: s) else {
                    throw fail("a severity is \"error\", \"warning\" or \"note\"")
                }
                severities[rule] = level
            case (2, "unary-row"):
                guard entry.key[1] == "wrap-constant-branches" else {
                    throw fail("unknown setting '\(entry.key.joined(separator: "."))'; [unary-row] takes wrap-constant-branches")
                }
                guard case .bool(let b) = entry.value else { throw fail("'unary-row.wrap-constant-branches' expects true or false, got \(entry.value.kind)") }
                ruleSettings.wrapsConstantBranches = b
            default:
                throw fail("unknown setting '\(entry.key.joined(separator: "."))'; expected rules, extend-rules, disable, fail-on, baseline, exclude, "
                    + "swift-version, unsafe-fixes, verify, cache-dir, [deployment-target], [severity] or [unary-row]")
            }
        }
    }
}

extension Options {
    /// Takes each setting from the configuration file unless its flag was given. Its `verify`
    /// runs only if `trusted` holds the very command as approved for this file.
    mutating func apply(_ configuration: Configuration, trusted: TrustedCommands?) {
        if !given.contains("rules"), let rules = configuration.rules { onlyRules = rules }
        if !given.contains("extend-rules"), let extend = configuration.extendRules { extendRules = extend }
        if !given.contains("disable"), let disable = configuration.disable { disabledRules = disable }
        if !given.contains("fail-on"), let level = configuration.failOn { failOn = level }
        if !given.contains("baseline"), command == .check, let file = configuration.baseline { baselinePath = file }
        if !given.contains("swift-version"), let v = configuration.swiftVersion { swiftVersion = v }
        if !given.contains("deployment-target"), let t = configuration.deploymentTargets { deploymentTargets = t }
        if !given.contains("unsafe-fixes"), let u = configuration.unsafeFixes { unsafeFixes = u }
        if !given.contains("exclude"), let patterns = configuration.exclude {
            excludes = ExcludePatterns(typed: [], anchored: patterns, base: configuration.folder)
        }
        if !given.contains("verify"), let command = configuration.verify, verifies {
            if trusted?.approves(command, in: configuration.path) == true {
                verifyCommand = command
                verifySettingsFile = configuration.path
            } else {
                unapprovedVerify = (command, configuration.path, trusted?.approved[FileSystem.resolvedPath(configuration.path)] != nil)
            }
        }
        // `LISTFIX_CACHE_DIR` stands for `--cache-dir`, as RUFF_CACHE_DIR does.
        if !given.contains("cache-dir"), (Environment.value("LISTFIX_CACHE_DIR") ?? "").isEmpty, let dir = configuration.cacheDir { cacheDir = dir }
        severities = configuration.severities
        ruleSettings = configuration.ruleSettings
    }

    /// The folder whose settings apply: the first path's (its folder for a file), or for
    /// standard input the folder of `--stdin-filename`, else the current one.
    var configurationStart: String {
        guard let first = paths.first, first != "-" else {
            let folder = stdinFilename.map { PathText.folder(of: FileSystem.resolvedPath($0)) } ?? ""
            return folder.isEmpty ? "." : folder
        }
        if FileSystem.isFolder(first) { return first }
        let folder = PathText.folder(of: FileSystem.resolvedPath(first))
        return folder.isEmpty ? "." : folder
    }
}
