#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Which project each file belongs to: the nearest folder above it with a `Package.swift`, an
/// `*.xcodeproj` or `*.xcworkspace`, or `.git`. Each project has its own declarations, so two
/// projects checked in one run do not lend each other conformances; a project does see the
/// projects in folders below it (an app's local packages). Safe to share between
/// threads; each folder is looked at once.
final class ProjectRoots: @unchecked Sendable {
    private let lock = Lock()
    /// The project root of each folder asked about ("" when none is found up to `/`).
    private var roots: [String: String] = [:]
    /// Project numbers by root (its resolved path), in the order the projects were first seen.
    private var numbers: [String: Int] = [:]
    /// The project whose folder holds each project's folder, by number (-1: none seen).
    private var parents: [Int] = []
    /// Targets of a package that a target depends on, by number.
    private var dependencies: [Int: [Int]] = [:]
    /// The package each target belongs to, by number: files of the package outside every target
    /// are in none of its modules, so they do not see the targets' declarations.
    private var packageOfTarget: [Int: Int] = [:]
    /// The names of the packages' targets: the project's modules.
    private var modules: Set<String> = []

    /// The project's module names (its packages' targets), for `Module.Type` names.
    var moduleNames: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return modules
    }
    private lazy var workingFolder = Environment.workingFolder

    /// The number of the project holding `path` (a file or a folder, itself included): 0, 1, 2, ...
    /// in order of first use. Asked once per path on the command line; the folder walk finds
    /// the roots below by itself (`number(ofRoot:)`).
    func project(containing path: String, isFolder: Bool) -> Int {
        let absolute = path.hasPrefix("/") ? path : workingFolder + "/" + path
        lock.lock()
        defer { lock.unlock() }
        let root = root(ofFolder: isFolder ? PathText.withoutTrailingSlashes(absolute) : PathText.folder(of: absolute))
        return number(root.isEmpty ? "" : FileSystem.resolvedPath(root))
    }

    /// The number of the project holding the folder `path` when it is the run's only path: a
    /// root above it would only name the one project its files are in (0 either way), so only the
    /// folder itself is looked at, and no folder above it (a home or temporary folder with tens of
    /// thousands of names) is listed.
    func project(ofOnlyFolder path: String) -> Int {
        let absolute = path.hasPrefix("/") ? path : workingFolder + "/" + path
        let folder = PathText.withoutTrailingSlashes(absolute)
        lock.lock()
        defer { lock.unlock() }
        return number(ProjectRoots.isProjectRoot(folder) ? FileSystem.resolvedPath(folder) : "")
    }

    /// The canonical root folder of the project holding the file `path` ("" when none).
    func root(ofFile path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : workingFolder + "/" + path
        lock.lock()
        defer { lock.unlock() }
        let root = root(ofFolder: PathText.folder(of: absolute))
        return root.isEmpty ? "" : FileSystem.resolvedPath(root)
    }

    /// The number of the project whose root is the folder `canonical`, found inside `parent`.
    func number(ofRoot canonical: String, inside parent: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return number(canonical, parent: parent)
    }

    private func number(_ root: String, parent: Int = -1) -> Int {
        if let n = numbers[root] { return n }
        let n = numbers.count
        numbers[root] = n
        parents.append(parent == n ? -1 : parent)
        return n
    }

    /// The projects of a package's targets (folder relative to the package root, to number),
    /// read from its simple `Package.swift`; empty when the manifest is not simple, and the
    /// package is then one project.
    func targets(ofPackage package: Int, root canonical: String, manifest: [UInt8]) -> [String: Int] {
        guard let targets = ManifestTarget.all(fromManifest: String(decoding: manifest, as: UTF8.self)) else { return [:] }
        lock.lock()
        defer { lock.unlock() }
        var byName: [String: Int] = [:]
        var folders: [String: Int] = [:]
        for target in targets {
            let folder = canonical + "/" + PathText.withoutTrailingSlashes(target.path)
            let n = number(folder + "/", parent: package)
            byName[target.name] = n
            folders[folder] = n
            modules.insert(target.name)
            packageOfTarget[n] = package
        }
        for target in targets {
            guard let n = byName[target.name] else { continue }
            dependencies[n] = target.dependencies.compactMap { byName[$0] }
        }
        return folders
    }

    /// For each project, the projects whose declarations it sees: itself, the projects in folders
    /// below its own (local packages an app depends on), and for a package's target the targets it
    /// depends on, with theirs; never its parent or siblings. A package's files outside every
    /// target (an app's beside a tool's package) do not see its targets; a folder above the
    /// package does.
    func visibleProjects() -> [[Int]] {
        lock.lock()
        defer { lock.unlock() }
        var below = (0..<parents.count).map { [$0] }
        for child in parents.indices {
            var ancestor = parents[child]
            var steps = 0
            while ancestor >= 0, steps < parents.count {
                if packageOfTarget[child] != ancestor { below[ancestor].append(child) }
                ancestor = parents[ancestor]
                steps += 1
            }
        }
        return (0..<parents.count).map { p in
            var seen: Set<Int> = []
            var queue = [p]
            var out: [Int] = []
            while let q = queue.popLast() {
                guard seen.insert(q).inserted else { continue }
                for r in below[q] where !out.contains(r) { out.append(r) }
                queue.append(contentsOf: dependencies[q] ?? [])
            }
            return out
        }
    }

    private func root(ofFolder folder: String) -> String {
        if let cached = roots[folder] { return cached }
        let result: String
        if ProjectRoots.isProjectRoot(folder) {
            result = folder
        } else if folder != "/", !folder.isEmpty, case let parent = PathText.folder(of: folder), parent != folder {
            result = root(ofFolder: parent)
        } else {
            result = ""
        }
        roots[folder] = result
        return result
    }

    /// Whether a folder entry's name marks its folder as a project root.
    static func isMarker(_ name: [UInt8]) -> Bool {
        name.elementsEqual("Package.swift".utf8) || name.elementsEqual(".git".utf8)
            || isXcodeProject(name)
            || (name.count > 12 && name.suffix(12).elementsEqual(".xcworkspace".utf8))
    }

    /// Whether a folder entry's name is an Xcode project's (`App.xcodeproj`).
    static func isXcodeProject<C: Collection>(_ name: C) -> Bool where C.Element == UInt8 {
        name.count > 10 && name.suffix(10).elementsEqual(".xcodeproj".utf8)
    }

    static func isProjectRoot(_ folder: String) -> Bool {
        var st = stat()
        if stat(folder + "/Package.swift", &st) == 0 || lstat(folder + "/.git", &st) == 0 { return true }
        guard let dir = opendir(folder) else { return false }
        defer { closedir(dir) }
        // Names are looked at where readdir left them: a folder above the project (a home or a
        // temporary folder) can hold tens of thousands, and an array for each cost more than the read.
        while let entry = readdir(dir) {
            let marked = withUnsafeBytes(of: entry.pointee.d_name) { raw -> Bool in
                let count = raw.firstIndex(of: 0) ?? raw.count
                return endsWith(raw, count, ProjectRoots.xcodeproj) || endsWith(raw, count, ProjectRoots.xcworkspace)
            }
            if marked { return true }
        }
        return false
    }

    private static let xcodeproj = Array(".xcodeproj".utf8), xcworkspace = Array(".xcworkspace".utf8)

    /// Whether the `count` bytes of `name` are longer than `suffix` and end with it.
    private static func endsWith(_ name: UnsafeRawBufferPointer, _ count: Int, _ suffix: [UInt8]) -> Bool {
        guard count > suffix.count else { return false }
        for k in suffix.indices where name[count - suffix.count + k] != suffix[k] { return false }
        return true
    }
}
