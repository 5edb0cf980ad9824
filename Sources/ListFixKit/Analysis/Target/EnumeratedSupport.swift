/// Whether a target lets `ForEach` take `X.enumerated()` without the `Array(...)` copy.
///
/// SE-0459 made `EnumeratedSequence` a `RandomAccessCollection` when its base is one. It
/// shipped in Swift 6.2, and the conformance is
/// `@available(macOS 26.0, iOS 26.0, watchOS 26.0, tvOS 26.0, visionOS 26.0, *)` in the
/// standard library's interface: below those deployment targets the bare form does not compile
/// in Swift 6 mode. (The seed guidance says Swift 6.1; that is wrong.)
enum EnumeratedSupport: Sendable, Equatable {
    case allowed
    case tooOld
    /// Unknown; the text names the flag that would settle it.
    case unknown(String)

    static let minimumSwift = Version([6, 2])
    static let minimumOS: [ApplePlatform: Version] = Dictionary(
        uniqueKeysWithValues: ApplePlatform.allCases.map { ($0, Version([26])) })

    init(_ target: Target) {
        let platforms = target.allPlatforms(atLeast: EnumeratedSupport.minimumOS)
        if let swift = target.swiftVersion, swift < EnumeratedSupport.minimumSwift {
            self = .tooOld
        } else if platforms == false {
            self = .tooOld
        } else if platforms == true {
            // A known compiler is 6.2 or later here; an unknown one is too, since only an OS 26 SDK
            // builds for OS 26, and it comes only with Xcode 26, whose compiler is Swift 6.2.
            self = .allowed
        } else if target.swiftVersion == nil {
            self = .unknown("--swift-version (or a .swift-version file, or Package.swift's swift-tools-version)")
        } else {
            self = .unknown("--deployment-target (or Package.swift's platforms:)")
        }
    }

    /// `X.enumerated()` as row data for this target: bare when allowed, else wrapped.
    func rowData(_ base: String) -> String {
        self == .allowed ? "\(base).enumerated()" : "Array(\(base).enumerated())"
    }
}
