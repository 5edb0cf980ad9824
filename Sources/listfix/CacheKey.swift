import ListFixKit

/// What names a cache file, and what stands for a file's target in its entry.
extension RunCache {
    /// The target as a digest: the compiler version and each platform's deployment target.
    static func digest(of target: Target) -> UInt64 {
        var w = ByteWriter()
        w.bool(target.swiftVersion != nil)
        for c in target.swiftVersion?.components ?? [] { w.int(c) }
        w.bool(target.deploymentTargets != nil)
        for (platform, version) in (target.deploymentTargets ?? [:]).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            w.string(platform.rawValue)
            w.strings(version.components.map(String.init))
        }
        return w.hash
    }

    /// What names the cache file: the format, listfix's version and build, every setting that
    /// changes what a file's scan or rules find, and the working folder (paths are as typed).
    static func key(options: Options, engine: Engine) -> UInt64 {
        var w = ByteWriter()
        w.fixed(CacheFile.format)
        w.string(Help.version)
        w.fixed(BuildStamp.current)
        w.strings(engine.rules.map(\.metadata.id))
        w.string(String(reflecting: options.ruleSettings))
        w.strings(options.severities.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" })
        w.bool(options.unsafeFixes)
        w.optionalString(options.swiftVersion?.description)
        w.strings((options.deploymentTargets ?? [:]).map { "\($0.key.rawValue)=\($0.value)" }.sorted())
        w.bool(engine.readsRowElementTypes)
        w.string(Environment.workingFolder)
        return w.hash
    }
}
