// Target: what the code is built for: Swift version and deployment targets (`Target`), read from
// package manifests and Xcode projects (`ManifestTargets`, `TargetParser`), and the APIs a fix may
// write there (`Availability`, `EnumeratedSupport`).

/// The first OS versions that have an API a fix writes: one table per API, read with
/// `Target.allPlatforms(atLeast:)`.
enum Availability {
    /// `onChange(of:initial:_:)` and the two-value action `{ old, new in … }`.
    static let onChangeWithInitial: [ApplePlatform: Version] = [
        .iOS: Version([17]), .macOS: Version([14]), .tvOS: Version([17]), .watchOS: Version([10]), .visionOS: Version([1]),
    ]
}
