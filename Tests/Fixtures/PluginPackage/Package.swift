// swift-tools-version:6.1
// A package that uses listfix's command plugin; the plugin tests copy it and point the
// dependency at this checkout.
import PackageDescription

let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "listfix", path: "LISTFIX_CHECKOUT")],
    targets: [
        .target(name: "Rows"),
        .target(name: "Other"),
    ]
)
