// swift-tools-version:5.9
// An app package that builds on Linux against the SwiftUI interface stand-in: the `fix --verify`
// tests copy it and put Tests/Interfaces beside it as `Interfaces` (the stand-in is not forked).
import PackageDescription

let api: [SwiftSetting] = ["API14", "API15", "API16", "API17", "API18", "API26"].map { .define($0) }

let package = Package(
    name: "VerifyFixture",
    targets: [
        .target(name: "Combine", path: "Interfaces/Combine"),
        .target(name: "CoreData", dependencies: ["Combine"], path: "Interfaces/CoreData"),
        .target(name: "UIKit", path: "Interfaces/UIKit", swiftSettings: api),
        .target(name: "SwiftUI", dependencies: ["Combine", "CoreData", "UIKit"], path: "Interfaces/SwiftUI", swiftSettings: api),
        .target(name: "App", dependencies: ["SwiftUI"], swiftSettings: api),
    ]
)
