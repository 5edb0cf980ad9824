import ListFixKit

/// Finds each file's target: flags first, else the nearest `.swift-version`, and the nearest
/// `Package.swift` or Xcode project above it. Remembers what it read per folder. Safe to share between threads: workers ask
/// for their own files' targets.
final class TargetDetection: @unchecked Sendable {
    private let lock = Lock()
    private let swiftVersionFlag: Version?
    private let deploymentFlag: [ApplePlatform: Version]?
    private var swiftVersionFiles: [String: Version?] = [:]
    private var manifests: [String: Manifest?] = [:]

    /// What a `Package.swift` says of the files below it.
    struct Manifest {
        var tools: Version?
        /// Nil when its `platforms:` cannot be read.
        var platforms: [ApplePlatform: Version]?
        /// Its targets' folders (absolute, ending in `/`); nil when the manifest does not list them simply.
        var targetFolders: [String]?

        /// The platforms of the file at `path`: a manifest's `platforms:` apply to its targets'
        /// files only; a file outside every target (an app's, beside a tool's package) has none known.
        func platforms(of path: String) -> [ApplePlatform: Version]? {
            guard let platforms else { return nil }
            guard let folders = targetFolders else { return platforms }
            return folders.contains(where: { path.hasPrefix($0) }) ? platforms : nil
        }
    }
    /// Target per folder as named on the command line, so files of one folder cost one look-up.
    private var byFolder: [Substring: Target] = [:]

    private lazy var workingFolder = Environment.workingFolder

    init(swiftVersion: Version?, deploymentTargets: [ApplePlatform: Version]?) {
        swiftVersionFlag = swiftVersion
        deploymentFlag = deploymentTargets
    }

    func target(for path: String) -> Target {
        lock.lock()
        defer { lock.unlock() }
        // Byte search: a Character search walks grapheme clusters, and this runs per file.
        let folder = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
        if let cached = byFolder[folder] { return cached }
        let target = lookUp(path)
        byFolder[folder] = target
        return target
    }

    private func lookUp(_ path: String) -> Target {
        let absolute = path.hasPrefix("/") ? path : workingFolder + "/" + path
        let folder = PathText.folder(of: absolute)
        let manifest = nearestManifest(folder)
        let swift = swiftVersionFlag ?? nearestSwiftVersionFile(folder) ?? manifest?.tools
        let deployment = deploymentFlag ?? manifest?.platforms(of: absolute)
        return Target(swiftVersion: swift, deploymentTargets: deployment)
    }

    private func nearestSwiftVersionFile(_ folder: String) -> Version? {
        if let cached = swiftVersionFiles[folder] { return cached }
        var result: Version?
        // A plain open(2) answers "not here" far faster than Foundation, once per folder.
        if let data = TargetDetection.read(folder + "/.swift-version") {
            result = TargetParser.swiftVersion(fromVersionFile: String(decoding: data, as: UTF8.self))
        } else if let parent = parentFolder(folder) {
            result = nearestSwiftVersionFile(parent)
        }
        swiftVersionFiles[folder] = result
        return result
    }

    private func nearestManifest(_ folder: String) -> Manifest? {
        if let cached = manifests[folder] { return cached }
        var result: Manifest?
        if let data = TargetDetection.read(folder + "/Package.swift") {
            let text = String(decoding: data, as: UTF8.self)
            let root = folder == "/" ? "" : folder
            let folders = ManifestTarget.all(fromManifest: text)?.map { root + "/" + PathText.withoutTrailingSlashes($0.path) + "/" }
            result = Manifest(tools: TargetParser.toolsVersion(fromManifest: text),
                              platforms: TargetParser.deploymentTargets(fromManifest: text), targetFolders: folders)
        } else if let project = TargetDetection.xcodeProject(in: folder) {
            // An Xcode project's build settings apply to the files below its folder.
            result = Manifest(tools: nil, platforms: project, targetFolders: nil)
        } else if let platforms = TargetDetection.xcodeGenSpec(in: folder) {
            // An XcodeGen spec, from which the project is generated (and often not committed).
            result = Manifest(tools: nil, platforms: platforms, targetFolders: nil)
        } else if let parent = parentFolder(folder) {
            result = nearestManifest(parent)
        }
        manifests[folder] = result
        return result
    }

    /// The deployment targets of the `*.xcodeproj` in `folder` (the oldest of each platform's, over
    /// every project there); nil when there is none, or a project's cannot be read.
    static func xcodeProject(in folder: String) -> [ApplePlatform: Version]? {
        var out: [ApplePlatform: Version] = [:]
        for project in xcodeProjects(in: folder) {
            guard let data = read(folder + "/" + project + "/project.pbxproj"),
                  let targets = TargetParser.deploymentTargets(fromXcodeProject: data) else { return nil }
            out.merge(targets) { min($0, $1) }
        }
        return out.isEmpty ? nil : out
    }

    /// The file an XcodeGen project is generated from, at the project's root.
    static let xcodeGenSpec = "project.yml"

    /// The deployment targets of the XcodeGen spec in `folder` and of the `.xcconfig` files it names
    /// (the oldest of each platform's); nil when there is none, or a setting cannot be read.
    static func xcodeGenSpec(in folder: String) -> [ApplePlatform: Version]? {
        guard let data = read(folder + "/" + xcodeGenSpec), let spec = XcodeGenSpec(String(decoding: data, as: UTF8.self)) else {
            return nil
        }
        var out = spec.deploymentTargets
        for config in spec.configFiles {
            guard let bytes = read(folder + "/" + config) else { return nil }
            // A file that names a deployment target it cannot be read for leaves the target unknown.
            if let targets = TargetParser.deploymentTargets(fromXcodeProject: bytes) {
                out.merge(targets) { min($0, $1) }
            } else if bytes.firstRange(of: Array("_DEPLOYMENT_TARGET".utf8)) != nil {
                return nil
            }
        }
        return out.isEmpty ? nil : out
    }

    /// The `.xcconfig` files the XcodeGen spec in `folder` names, as paths below it (for the
    /// cache's probes: a changed one changes the targets).
    static func xcodeGenConfigFiles(in folder: String) -> [String] {
        guard let data = read(folder + "/" + xcodeGenSpec), let spec = XcodeGenSpec(String(decoding: data, as: UTF8.self)) else { return [] }
        return spec.configFiles.map { folder + "/" + $0 }
    }

    /// The names of the `*.xcodeproj` folders in `folder`, sorted.
    static func xcodeProjects(in folder: String) -> [String] {
        var projects: [String] = []
        _ = FolderEntries.read(folder, opened: { _ in }) { name, _ in
            if ProjectRoots.isXcodeProject(name) { projects.append(String(decoding: name, as: UTF8.self)) }
        }
        return projects.sorted()
    }

    /// The file at `path`, or nil when it cannot be read. Most folders have no such file: a
    /// `stat` says so without the error (and its message) that a failed read makes.
    private static func read(_ path: String) -> [UInt8]? {
        guard FileSystem.exists(path) else { return nil }
        return try? FileSystem.read(path)
    }

    private func parentFolder(_ folder: String) -> String? {
        guard folder != "/" && !folder.isEmpty else { return nil }
        let parent = PathText.folder(of: folder)
        return parent == folder ? nil : parent
    }
}
