// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "listfix",
    products: [
        .library(name: "SwiftTokens", targets: ["SwiftTokens"]),
        .library(name: "ListFixKit", targets: ["ListFixKit"]),
        .library(name: "ListFixProject", targets: ["ListFixProject"]),
        .executable(name: "listfix", targets: ["listfix"]),
        .executable(name: "listfix-bench", targets: ["listfix-bench"]),
        .plugin(name: "ListfixCommand", targets: ["ListfixCommand"]),
        .plugin(name: "ListfixBuildTool", targets: ["ListfixBuildTool"]),
    ],
    targets: [
        .target(name: "SwiftTokens"),
        // The rule pages (Rewrites/*/README.md) become RuleDocumentation.swift at build time.
        .target(name: "ListFixKit", dependencies: ["SwiftTokens"], plugins: ["RulePages"]),
        .executableTarget(name: "listfix-rule-pages"),
        .plugin(name: "RulePages", capability: .buildTool(), dependencies: ["listfix-rule-pages"]),
        // The project as a whole: files, targets, settings, cache, baselines, verification, a run.
        .target(name: "ListFixProject", dependencies: ["ListFixKit"]),
        // `listfix server`: the Language Server Protocol over the project library.
        .target(name: "ListFixServer", dependencies: ["ListFixProject", "ListFixKit", "SwiftTokens"]),
        // The command line: parse, call ListFixProject, print, exit.
        .executableTarget(name: "listfix", dependencies: ["ListFixServer", "ListFixProject", "ListFixKit"]),
        .plugin(
            name: "ListfixCommand",
            capability: .command(intent: .custom(verb: "listfix", description: "Find and fix SwiftUI list identity mistakes")),
            dependencies: ["listfix"]
        ),
        .plugin(name: "ListfixBuildTool", capability: .buildTool(), dependencies: ["listfix"]),
        .target(name: "ListFixCorpus"),
        .executableTarget(name: "listfix-bench", dependencies: ["ListFixKit", "ListFixCorpus"]),
        .target(name: "TestSupport", dependencies: ["ListFixCorpus"], path: "Tests/TestSupport"),
        .testTarget(name: "SwiftTokensTests", dependencies: ["SwiftTokens", "TestSupport"]),
        .testTarget(name: "ListFixKitTests", dependencies: ["ListFixKit", "TestSupport"]),
        .testTarget(name: "ListFixProjectTests", dependencies: ["ListFixProject", "ListFixKit", "TestSupport"]),
        .testTarget(name: "ListFixServerTests", dependencies: ["ListFixServer", "TestSupport"]),
        .testTarget(name: "listfixTests", dependencies: ["listfix", "ListFixProject", "ListFixKit", "TestSupport"]),
    ]
)
