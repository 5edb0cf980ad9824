// swift-tools-version:6.1
// A package whose target runs listfix's build tool plugin; the tests copy it and point the
// dependency at this checkout.
import PackageDescription

let package = Package(
    name: "BuildToolFixture",
    dependencies: [.package(name: "listfix", path: "LISTFIX_CHECKOUT")],
    targets: [
        .target(name: "Rows", plugins: [.plugin(name: "ListfixBuildTool", package: "listfix")]),
    ]
)
