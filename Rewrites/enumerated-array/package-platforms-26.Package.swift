// swift-tools-version: 6.2.0
import PackageDescription

let package = Package(
    name: "Items",
    platforms: [
        .iOS(.v26),
        .macOS("26.0"),
    ],
    targets: [.target(name: "Items", path: "App")]
)
