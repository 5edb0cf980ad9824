#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// The Swift files named by the command line's paths, each once, in path order.
struct FileDiscovery {
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Folders Xcode treats as resources, never as sources: asset catalogs, localizations, Core
    /// Data models, project and workspace bundles. An app's asset catalogs held most of its
    /// folders, and each folder cost the walk five system calls.
    static let resourceSuffixes: [[UInt8]] = [".xcassets", ".lproj", ".xcodeproj", ".xcworkspace", ".xcdatamodeld"].map { Array($0.utf8) }

    static func isResourceFolder(_ name: [UInt8]) -> Bool {
        resourceSuffixes.contains { suffix in name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix) }
    }

    var files: [String] = []
    var errors: [FileError] = []
    /// Canonical paths of the files already listed, so a file reached through a link or a
    /// second spelling of its path is read once. Kept only once it can matter: when one named
    /// path lies inside another (or names the same file), or from the first link to a file.
    /// Until then each walked path is the only name of its file (links to folders are not
    /// followed, and named folders that do not overlap hold no file twice), and no set is needed.
    private var seen: Set<String>?
    /// The named paths walked or listed while `seen` is not kept, to fill `seen` from the files
    /// listed so far when a link turns up: for each file, how its canonical path is found.
    private var origins: [Origin] = []
    private var walkedRoots: [(prefix: String, canonical: String)] = []

    /// How a listed file's canonical path is found, should `seen` be needed later.
    private enum Origin {
        /// Below walked root `k`: its canonical folder followed by the path below the root.
        case walked(Int)
        /// A file named on the command line, with its canonical path.
        case named(String)
    }

    /// Each file is also handed to `found` as soon as it is known, in the final order.
    /// `--exclude` glob patterns: a walked file or folder is skipped when its path (as walked,
    /// without a leading `./`) or its name matches one. Paths named on the command line are kept.
    private var excludes = ExcludePatterns()
    /// Asked which ignored paths git tracks anyway (its ignore rules do not apply to those).
    private let git: GitWorkTree
    /// Notes the folders walked and the files read besides Swift files (see `TreeSnapshot`).
    private let record: TreeRecord?

    init(paths: [String], excludes: ExcludePatterns = ExcludePatterns(), projects: ProjectRoots = ProjectRoots(),
         git: GitWorkTree = GitWorkTree(), record: TreeRecord? = nil, found: (SourcePath) -> Void = { _ in }) {
        self.excludes = excludes
        self.git = git
        self.record = record
        // Each path's kind and canonical spelling, first, to tell whether any two overlap.
        let named = paths.map { path -> (isFolder: Bool, canonical: String)? in
            var st = stat()
            guard stat(path, &st) == 0 else { return nil }
            let isFolder = (st.st_mode & S_IFMT) == S_IFDIR
            return (isFolder, FileSystem.resolvedPath(path))
        }
        if FileDiscovery.overlap(named.compactMap { $0.map { ($0.canonical, $0.isFolder) } }) { seen = [] }
        for (path, kind) in zip(paths, named) {
            guard let kind else {
                var lst = stat()
                if lstat(path, &lst) == 0 && (lst.st_mode & S_IFMT) == S_IFLNK {
                    errors.append(FileError(path: path, message: "is a broken or looping symbolic link"))
                } else {
                    errors.append(FileError(path: path, message: "no such file or folder"))
                }
                continue
            }
            if kind.isFolder {
                // Walked paths below a canonical folder are canonical themselves (links to
                // folders are not followed), so only links to files need resolving.
                walkedRoots.append((path.hasSuffix("/") ? path : path + "/", kind.canonical))
                current = .walked(walkedRoots.count - 1)
                let project = paths.count == 1 ? projects.project(ofOnlyFolder: path) : projects.project(containing: path, isFolder: true)
                walk(path, canonical: kind.canonical, project: project,
                     projects: projects, targets: [:], ignore: GitIgnore.forWalk(from: kind.canonical), found: found)
            } else if isNew(kind.canonical) {
                current = .named(kind.canonical)
                add(SourcePath(path: path, project: projects.project(containing: path, isFolder: false)), found)
            }
        }
    }

    /// The origin of the files listed next (see `origins`).
    private var current = Origin.walked(0)

    /// Whether one of these canonical paths (folders and files) is another, or lies in another folder.
    /// Compared as bytes: as Characters, a name that starts with a combining mark joins the `/`
    /// before it, and the folder's path would not be a prefix.
    static func overlap(_ paths: [(canonical: String, isFolder: Bool)]) -> Bool {
        if Set(paths.map { Array($0.canonical.utf8) }).count < paths.count { return true }
        let folders = paths.filter(\.isFolder).map { Array($0.canonical.utf8) + ($0.canonical.hasSuffix("/") ? [] : [0x2F]) }
        return paths.contains { path in folders.contains { path.canonical.utf8.starts(with: $0) } }
    }

    /// Whether no file with this canonical path was listed yet.
    private mutating func isNew(_ key: @autoclosure () -> String) -> Bool {
        guard seen != nil else { return true }
        return seen!.insert(key()).inserted
    }

    /// Starts keeping `seen`, from the files listed so far.
    private mutating func keepSeen() {
        guard seen == nil else { return }
        var keys = Set<String>()
        for (path, origin) in zip(files, origins) {
            switch origin {
            case .walked(let k):
                // By bytes, as `overlap` compares: the path below the root as walked.
                let below = String(decoding: path.utf8.dropFirst(walkedRoots[k].prefix.utf8.count), as: UTF8.self)
                keys.insert(walkedRoots[k].canonical + "/" + below)
            case .named(let canonical): keys.insert(canonical)
            }
        }
        seen = keys
        origins = []
    }

    private mutating func add(_ file: SourcePath, _ found: (SourcePath) -> Void) {
        files.append(file.path)
        if seen == nil { origins.append(current) }
        found(file)
    }

    /// One entry of a folder, with the key that sorts it: a folder's name is followed by `/`,
    /// so listing folders in key order, depth first, lists paths in byte order.
    private struct Entry {
        var name: [UInt8]
        var key: [UInt8]
        var isFolder: Bool
        /// The canonical path of a link's target; nil when the entry's own path is canonical.
        var target: String?
    }

    /// What reading a folder found: the entries that can matter (folders and Swift files), and the
    /// names that make it a project's root, a package or a repository.
    private struct Listing {
        var entries: [Entry] = []
        var isProjectRoot = false
        var hasManifest = false
        var hasGit = false
        var hasIgnoreFile = false
        var hasVersionFile = false
        /// An XcodeGen `project.yml`, whose deployment targets `TargetDetection` reads.
        var hasXcodeGenSpec = false
        /// The `*.xcodeproj` folders in it, whose build settings `TargetDetection` reads.
        var xcodeProjects: [String] = []
    }

    /// Folders are walked without following links to folders; links to files are kept.
    /// `project` is the number of the project holding `folder` when no marker in it starts a new one.
    /// `targets` maps the canonical folders of the enclosing package's targets to their projects.
    /// `ignore` holds git's ignore rules of the folder's parents (nil outside a work tree).
    private mutating func walk(_ folder: String, canonical: String, project inherited: Int, projects: ProjectRoots,
                               targets inheritedTargets: [String: Int], ignore inheritedIgnore: GitIgnore?,
                               ignoredFolder: Bool = false, found: (SourcePath) -> Void) {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard var listing = list(folder, prefix: prefix) else { return }
        if let record {
            // Noted before they are read (a change after then shows in their stamps).
            if listing.hasManifest { record.probe(prefix + "Package.swift") }
            if listing.hasVersionFile { record.probe(prefix + ".swift-version") }
            if listing.hasXcodeGenSpec {
                record.probe(prefix + TargetDetection.xcodeGenSpec)
                for config in TargetDetection.xcodeGenConfigFiles(in: PathText.withoutTrailingSlashes(prefix)) { record.probe(config) }
            }
            if listing.hasIgnoreFile { record.probe(prefix + ".gitignore") }
            for project in listing.xcodeProjects { record.probe(prefix + project + "/project.pbxproj") }
            if listing.hasGit && inheritedIgnore?.top != canonical { record.probeRepository(canonical) }
        }
        var project = inheritedTargets[canonical] ?? inherited
        var targets = inheritedTargets
        if listing.isProjectRoot {
            project = projects.number(ofRoot: canonical, inside: project)
            if listing.hasManifest, let manifest = try? FileSystem.read(prefix + "Package.swift") {
                targets.merge(projects.targets(ofPackage: project, root: canonical, manifest: manifest)) { $1 }
            }
        }
        // A nested repository (a submodule, a vendored clone) has its own rules.
        let nestedRepository = listing.hasGit && inheritedIgnore?.top != canonical
        var ignore = nestedRepository ? GitIgnore(top: canonical) : inheritedIgnore
        let ignoredFolder = ignoredFolder && !nestedRepository
        if listing.hasIgnoreFile { ignore?.read(folder: canonical) }
        let folderFromTop = ignore.flatMap { $0.files.isEmpty && !ignoredFolder ? nil : $0.relative(canonical) }
        listing.entries.sort { FileDiscovery.precedes($0.key, $1.key) }
        for entry in listing.entries {
            let name = String(decoding: entry.name, as: UTF8.self)
            let path = prefix + name
            if !excludes.isEmpty, excludes.excludes(path: path, canonical: canonical + "/" + name, name: name) { continue }
            // What git ignores is skipped, unless git tracks it (or, for a folder, something in it).
            var ignored = false
            if let ignore, let folderFromTop,
               ignoredFolder || ignore.ignores(name: entry.name, inFolder: folderFromTop, isFolder: entry.isFolder) {
                let fromTop = folderFromTop.isEmpty ? name : folderFromTop + "/" + name
                let tracked = git.tracked(in: ignore.top)
                if !(entry.isFolder ? tracked.folders.contains(fromTop) : tracked.files.contains(fromTop)) { continue }
                ignored = true
            }
            if entry.isFolder {
                walk(path, canonical: canonical + "/" + name, project: project, projects: projects, targets: targets,
                     ignore: ignore, ignoredFolder: ignored, found: found)
            } else if let target = entry.target {
                keepSeen()
                if isNew(target) { add(SourcePath(path: path, project: project), found) }
            } else if isNew(canonical + "/" + name) {
                add(SourcePath(path: path, project: project), found)
            }
        }
    }

    /// Byte order of two keys, by memcmp: the generic comparison cost more than listing the folder.
    static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.withUnsafeBytes { x in
            b.withUnsafeBytes { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }

    /// Reads `folder` (`prefix` is its path with a final `/`): only names that can matter are given
    /// a String and, when needed, a stat. Nil, with the error kept, when it cannot be opened; what
    /// was read, with the error kept, when reading it fails part way.
    private mutating func list(_ folder: String, prefix: String) -> Listing? {
        var listing = Listing()
        var linkErrors: [FileError] = []
        let record = self.record
        // The folder's stamp before its names are read: a name added or removed after shows as a later time.
        var opened = false
        let failure = FolderEntries.read(folder, opened: { opened = true; record?.walked(folder, handle: $0) }) { raw, entryType in
            // One block copy, not a byte-by-byte prefix: this runs for every entry.
            let name = [UInt8](unsafeUninitializedCapacity: raw.count) { buffer, count in
                if raw.count > 0 { memcpy(buffer.baseAddress!, raw.baseAddress!, raw.count) }
                count = raw.count
            }
            if ProjectRoots.isMarker(name) {
                listing.isProjectRoot = true
                if ProjectRoots.isXcodeProject(name) { listing.xcodeProjects.append(String(decoding: name, as: UTF8.self)) }
                if name.elementsEqual("Package.swift".utf8) { listing.hasManifest = true }
                if name.elementsEqual(".git".utf8) { listing.hasGit = true }
            }
            if name.elementsEqual(".gitignore".utf8) { listing.hasIgnoreFile = true }
            if name.elementsEqual(".swift-version".utf8) { listing.hasVersionFile = true }
            if name.elementsEqual(TargetDetection.xcodeGenSpec.utf8) { listing.hasXcodeGenSpec = true }
            var type = Int32(entryType)
            let isSwift = name.count > 6 && name.suffix(6).elementsEqual(".swift".utf8)
            guard isSwift || type == Int32(DT_DIR) || type == Int32(DT_UNKNOWN) else { return }
            if type == Int32(DT_UNKNOWN) {
                var lst = stat()
                guard lstat(prefix + String(decoding: name, as: UTF8.self), &lst) == 0 else { return }
                switch lst.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFLNK: type = Int32(DT_LNK)
                case S_IFREG: type = Int32(DT_REG)
                default: type = Int32(DT_UNKNOWN)
                }
            }
            if type == Int32(DT_DIR) {
                if name.first == 0x2E || FileDiscovery.isResourceFolder(name)
                    || FileDiscovery.skippedFolders.contains(String(decoding: name, as: UTF8.self)) { return }
                listing.entries.append(Entry(name: name, key: name + [0x2F], isFolder: true, target: nil))
            } else if isSwift {
                if type == Int32(DT_LNK) {
                    // A link's target may change with no stamp here showing it.
                    record?.spoil()
                    let path = prefix + String(decoding: name, as: UTF8.self)
                    var st = stat()
                    guard stat(path, &st) == 0 else {
                        linkErrors.append(FileError(path: path, message: "is a broken or looping symbolic link"))
                        return
                    }
                    if (st.st_mode & S_IFMT) == S_IFDIR { return }
                    listing.entries.append(Entry(name: name, key: name, isFolder: false, target: FileSystem.resolvedPath(path)))
                } else {
                    listing.entries.append(Entry(name: name, key: name, isFolder: false, target: nil))
                }
            }
        }
        errors += linkErrors
        if let failure {
            errors.append(FileError(path: folder, message: "cannot read folder: \(FileSystem.errorText(failure))"))
            // A folder that could not be opened has no listing; one whose reading failed keeps what was read.
            if !opened { return nil }
        }
        return listing
    }
}

/// A file to read, and the project it belongs to.
struct SourcePath: Sendable {
    var path: String
    /// The number of the file's project (see `ProjectRoots`).
    var project = 0
    /// Read only for the declarations of a named file's project (see `ProjectContext`).
    var isContext = false
}
