// swift-tools-version: 6.2.0
import PackageDescription

// A package for a command-line tool beside the app: its platforms are the tool's, not the app's.
let package = Package(
    name: "Tools",
    platforms: [
        .iOS(.v26),
        .macOS("26.0"),
    ],
    targets: [.executableTarget(name: "Tool", path: "Tool")]
)
