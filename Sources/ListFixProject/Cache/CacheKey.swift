import ListFixKit

/// What names a cache file, and what stands for a file's target in its entry.
extension RunCache {
    /// The target as a digest: the compiler version and each platform's deployment target.
    /// Worked out for every file pass 2 looks at: numbers mixed in, nothing allocated.
    static func digest(of target: Target) -> UInt64 {
        func mix(_ h: inout UInt64, _ version: Version) {
            for c in version.components { h = ContentHash.mix(h, UInt64(bitPattern: Int64(c))) }
            h = ContentHash.mix(h, UInt64.max)
        }
        var h: UInt64 = 1
        if let swift = target.swiftVersion { mix(&h, swift) } else { h = ContentHash.mix(h, 2) }
        if let platforms = target.deploymentTargets {
            for (k, platform) in ApplePlatform.allCases.enumerated() {
                guard let version = platforms[platform] else { continue }
                h = ContentHash.mix(h, UInt64(k + 3))
                mix(&h, version)
            }
        } else {
            h = ContentHash.mix(h, 4)
        }
        return h
    }

    /// What names the cache file: the format, listfix's version and build, every setting that
    /// changes what a file's scan or rules find, and the working folder (paths are as typed).
    static func key(options: Options, engine: Engine) -> UInt64 {
        var w = ByteWriter()
        w.fixed(CacheFile.format)
        w.string("listfix " + ToolVersion.number)
        w.fixed(BuildStamp.current)
        w.strings(engine.rules.map(\.metadata.id))
        // Reflection looks up the type's conformances, a warm run's largest cost: not for the defaults.
        w.string(options.ruleSettings == RuleSettings() ? "" : String(reflecting: options.ruleSettings))
        w.strings(options.severities.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" })
        w.bool(options.unsafeFixes)
        w.optionalString(options.swiftVersion?.description)
        w.strings((options.deploymentTargets ?? [:]).map { "\($0.key.rawValue)=\($0.value)" }.sorted())
        w.unsigned(UInt64(engine.facts.rawValue))
        w.string(Environment.workingFolder)
        return w.hash
    }
}
