// swift-tools-version:6.2
import PackageDescription

// No `platforms:`: the package targets the oldest OS versions, so the copy stays.
let package = Package(name: "Items", targets: [.target(name: "Items", path: "App")])
