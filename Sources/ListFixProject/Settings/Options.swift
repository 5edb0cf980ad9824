#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// What the user asked for on the command line.
package struct Options {
    package enum Command: String { case fix, check, rules, trust }
    package enum Format: String { case text, json, github, sarif, rdjson, gitlab, junit }

    package var command: Command = .check
    var dryRun = false
    var patchPath: String?
    var unsafeFixes = false
    var swiftVersion: Version?
    var deploymentTargets: [ApplePlatform: Version]?
    /// `--rules`: only these (`all`: every rule, opt-in ones too); nil means the default rules.
    var onlyRules: [String]?
    /// `--extend-rules`: the default rules plus these.
    var extendRules: [String] = []
    var disabledRules: [String] = []
    /// `--fail-on`: the lowest severity whose findings make `check` and `fix` exit 1.
    var failOn: Severity = .warning
    package var format: Format = .text
    var quiet = false
    /// `--statistics`: a count per rule instead of the findings.
    var statistics = false
    /// `--exit-zero`: findings do not make `check` fail.
    var exitZero = false
    /// Findings are coloured (rule id, severity): standard output is a terminal and `NO_COLOR` is unset.
    package var color = false
    /// `--exclude PATTERN` (repeatable), or the configuration's `exclude`.
    var excludes = ExcludePatterns()
    /// A rule's findings reported at another level (`[severity]` in the configuration).
    var severities: [String: Severity] = [:]

    /// `finding` with the severity `[severity]` in `.listfix.toml` gives its rule, if any: every
    /// surface (the report, the interactive questions, the review page, a backed-out fix) shows that.
    func configured(_ finding: ReportedFinding) -> ReportedFinding {
        guard let level = severities[finding.rule] else { return finding }
        var configured = finding
        configured.severity = level
        return configured
    }
    /// The rules' own settings (`[unary-row]` in `.listfix.toml`).
    var ruleSettings = RuleSettings()
    /// `--config FILE`; `--no-config` ignores every configuration file.
    var configPath: String?
    var noConfig = false
    /// The settings given as flags, which the configuration file does not override.
    var given: Set<String> = []
    var allowDirty = false
    /// `fix --interactive`: ask about each fix.
    var interactive = false
    /// `fix --review FILE`: write an HTML review page instead of changing sources.
    var reviewPath: String?
    var stdinFilename: String?
    /// `--diff-base REF`: report only findings on lines added or changed since the merge base with REF.
    var diffBase: String?
    /// `--baseline FILE` (config `baseline`): findings in it are not reported.
    var baselinePath: String?
    /// `--write-baseline FILE`: record every finding as accepted.
    var writeBaselinePath: String?
    var jobs: Int?
    /// `fix --verify COMMAND` (config `verify`, once approved): the build that must pass with the fixes.
    var verifyCommand: String?
    /// Where `verifyCommand` came from: nil for `--verify`, else the settings file that set it.
    var verifySettingsFile: String?
    /// A settings file's `verify` that was not run because it was never approved (`listfix trust`).
    package var unapprovedVerify: (command: String, settingsFile: String, changed: Bool)?
    /// `trust --revoke`: withdraw the approval instead of giving it.
    var revoke = false
    /// `--no-cache`: `check` neither reads nor writes the warm cache (`RunCache`).
    var noCache = false
    /// `--cache-dir DIR`, or the configuration's `cache-dir` (absolute) when `LISTFIX_CACHE_DIR` is unset.
    var cacheDir: String?
    var paths: [String] = []
    /// `rules ID`.
    package var ruleID: String?

    /// A usage error: the message is printed with the usage line, exit 2.
    package struct UsageError: Error { package var message: String }

    /// `--help` or `--version` asked for.
    package enum Early: Error { case help, version }

    /// The options as the command line spells them: no configuration file read, nothing checked
    /// yet (see `readConfiguration()` and `validate()`).
    package static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var args = arguments[...]
        guard let first = args.popFirst() else { throw Early.help }
        switch first {
        case "--help", "-h", "help": throw Early.help
        case "--version", "-V": throw Early.version
        default:
            guard let command = Command(rawValue: first) else {
                throw UsageError(message: "unknown command '\(first)'; expected fix, check, rules or trust")
            }
            options.command = command
        }
        var onlyPaths = false
        while let arg = args.popFirst() {
            if onlyPaths || arg == "-" || !arg.hasPrefix("-") {
                try options.addOperand(arg)
                continue
            }
            var flag = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "="), arg.hasPrefix("--") {
                flag = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            if flag == "--" {
                onlyPaths = true
                continue
            }
            if let setting = Options.settingFlags[flag] { options.given.insert(setting) }
            try options.set(flag, as: arg) {
                if let inline { return inline }
                guard let v = args.popFirst(), !v.isEmpty else { throw UsageError(message: "\(flag) needs a value") }
                return v
            }
        }
        // No path means the current folder, as Ruff and SwiftLint take it.
        if options.command != .rules && options.paths.isEmpty { options.paths = ["."] }
        return options
    }

    /// A word that is not a flag: a path, or the rule id of `rules ID`.
    mutating func addOperand(_ arg: String) throws {
        guard command == .rules else {
            paths.append(arg)
            return
        }
        guard ruleID == nil else { throw UsageError(message: "rules takes at most one rule id") }
        ruleID = arg
    }

    /// Sets what `flag` (typed as `arg`) says; `value` gives the flag's value, from `--flag=value`
    /// or the next argument.
    mutating func set(_ flag: String, as arg: String, value: () throws -> String) throws {
        switch flag {
        case "--help", "-h": throw Early.help
        case "--version", "-V": throw Early.version
        case "--dry-run": dryRun = true
        case "--patch": patchPath = try value()
        case "--interactive", "-i": interactive = true
        case "--review": reviewPath = try value()
        case "--unsafe-fixes": unsafeFixes = true
        case "--no-unsafe-fixes": unsafeFixes = false
        case "--config": configPath = try value()
        case "--no-config": noConfig = true
        case "--allow-dirty": allowDirty = true
        case "--quiet", "-q": quiet = true
        case "--statistics": statistics = true
        case "--exit-zero": exitZero = true
        case "--exclude": excludes.typed.append(try value())
        case "--swift-version":
            let text = try value()
            guard let v = Version(text) else { throw UsageError(message: "--swift-version expects X.Y, got '\(text)'") }
            swiftVersion = v
        case "--deployment-target":
            deploymentTargets = try Options.parseDeploymentTargets(try value(), into: deploymentTargets ?? [:])
        case "--rules": onlyRules = (onlyRules ?? []) + Options.splitList(try value())
        case "--extend-rules": extendRules += Options.splitList(try value())
        case "--disable": disabledRules += Options.splitList(try value())
        case "--fail-on":
            let text = try value()
            guard let level = Options.failLevel(text) else { throw UsageError(message: "--fail-on expects error, warning or note, got '\(text)'") }
            failOn = level
        case "--format":
            let text = try value()
            guard let f = Format(rawValue: text) else { throw UsageError(message: "--format expects text, json, github, sarif, rdjson, gitlab or junit, got '\(text)'") }
            format = f
        case "--stdin-filename": stdinFilename = try value()
        case "--diff-base": diffBase = try value()
        case "--baseline": baselinePath = try value()
        case "--write-baseline": writeBaselinePath = try value()
        case "--no-cache": noCache = true
        case "--cache-dir": cacheDir = try value()
        case "--verify": verifyCommand = try value()
        case "--no-verify": verifyCommand = nil
        case "--revoke": revoke = true
        case "--jobs", "-j":
            let text = try value()
            guard let n = Int(text), n >= 1 else { throw UsageError(message: "--jobs expects a positive number, got '\(text)'") }
            jobs = n
        default:
            throw UsageError(message: "unknown option '\(arg)'")
        }
    }

    /// Applies the configuration file (`--config FILE`, else the nearest `.listfix.toml`) under the
    /// flags given, unless `--no-config` or the command reads no files.
    package mutating func readConfiguration() throws {
        guard command != .rules && command != .trust && !noConfig else { return }
        if let path = configPath ?? Configuration.find(from: configurationStart) {
            let configuration = try Configuration(path: path)
            apply(configuration, trusted: configuration.verify != nil && verifies ? TrustedCommands() : nil)
        }
    }

    /// Flags that set what the configuration file also sets, by the file's key.
    static let settingFlags = ["--baseline": "baseline", "--rules": "rules", "--extend-rules": "extend-rules", "--fail-on": "fail-on", "--disable": "disable", "--swift-version": "swift-version",
                               "--deployment-target": "deployment-target", "--unsafe-fixes": "unsafe-fixes",
                               "--no-unsafe-fixes": "unsafe-fixes", "--exclude": "exclude", "--verify": "verify", "--no-verify": "verify",
                               "--cache-dir": "cache-dir"]

    package func validate() throws {
        let known = Set(RuleCatalog.all.map(\.metadata.id))
        for id in (onlyRules ?? []).filter({ $0 != Options.allRules }) + extendRules + disabledRules where !known.contains(id) {
            throw UsageError(message: "unknown rule '\(id)'; `listfix rules` lists them")
        }
        if command != .fix && (dryRun || patchPath != nil) {
            throw UsageError(message: "--dry-run and --patch go with `fix`")
        }
        if dryRun && patchPath != nil { throw UsageError(message: "--dry-run and --patch cannot be combined") }
        if (baselinePath != nil || writeBaselinePath != nil) && (command != .check || paths == ["-"]) {
            throw UsageError(message: "--baseline and --write-baseline go with `check` over files")
        }
        if diffBase != nil && (command != .check || paths == ["-"]) {
            throw UsageError(message: "--diff-base goes with `check` over files")
        }
        // A text table appended to JSON or SARIF would break the document a machine reads.
        if statistics && format != .text {
            throw UsageError(message: "--statistics prints a text table; it cannot be combined with --format \(format.rawValue)")
        }
        if command != .fix && (interactive || reviewPath != nil) {
            throw UsageError(message: "--interactive and --review go with `fix`")
        }
        if reviewPath != nil && (dryRun || patchPath != nil || interactive) {
            throw UsageError(message: "--review writes a page, not a diff: it cannot be combined with --dry-run, --patch or --interactive")
        }
        if interactive && dryRun { throw UsageError(message: "--interactive and --dry-run cannot be combined; use --interactive --patch FILE to write the accepted fixes as a patch") }
        if (interactive || reviewPath != nil) && format != .text {
            throw UsageError(message: "--interactive and --review print text; --format \(format.rawValue) cannot be combined with them")
        }
        if (interactive || reviewPath != nil) && paths == ["-"] {
            throw UsageError(message: "--interactive and --review work on files, not standard input")
        }
        if revoke && command != .trust { throw UsageError(message: "--revoke goes with `trust`") }
        if command == .trust {
            if noConfig { throw UsageError(message: "trust approves a settings file's verify command; --no-config names none") }
            if paths.count > 1 { throw UsageError(message: "trust takes at most one path: the folder whose settings to approve") }
        }
        if command == .rules, let id = ruleID, !known.contains(id) {
            throw UsageError(message: "unknown rule '\(id)'; `listfix rules` lists them")
        }
        try validateVerify()
        if command != .rules && paths.isEmpty { throw UsageError(message: "no paths given") }
        if paths.filter({ $0 == "-" }).count > 0 && paths.count > 1 {
            throw UsageError(message: "'-' (standard input) cannot be combined with other paths")
        }
    }

    static func splitList(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimmingCharacters() }.filter { !$0.isEmpty }
    }

    static func parseDeploymentTargets(_ text: String, into existing: [ApplePlatform: Version]) throws -> [ApplePlatform: Version] {
        var out = existing
        for item in splitList(text) {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let platform = ApplePlatform(name: parts[0]), let version = Version(parts[1]) else {
                throw UsageError(message: "--deployment-target expects PLATFORM=X.Y (iOS, macOS, tvOS, watchOS, visionOS), got '\(item)'")
            }
            out[platform] = version
        }
        return out
    }

    /// `--rules all`: every rule, the opt-in ones too.
    static let allRules = "all"

    /// The rules this run uses: those `--rules` names (or all), else the default ones and those
    /// `--extend-rules` adds; never those `--disable` names.
    var rules: [any Rule] {
        RuleCatalog.all(ruleSettings).filter { rule in
            let id = rule.metadata.id
            let chosen: Bool
            if let only = onlyRules {
                chosen = only.contains(Options.allRules) || only.contains(id)
            } else {
                chosen = rule.metadata.isDefault || extendRules.contains(id)
            }
            return chosen && !disabledRules.contains(id)
        }
    }

    /// A `--fail-on` or `fail-on` value.
    static func failLevel(_ text: String) -> Severity? {
        Severity(rawValue: text)
    }

    var writesInPlace: Bool { command == .fix && !dryRun && patchPath == nil && reviewPath == nil }

    /// The run shows each fix on its own for a person to choose (`--interactive`, `--review`).
    var choosesFixes: Bool { interactive || reviewPath != nil }
}

extension String {
    func trimmingCharacters() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
