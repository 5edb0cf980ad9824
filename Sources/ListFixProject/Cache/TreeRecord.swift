#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// What a `check` of one folder reads besides its Swift files, each noted before it is read:
/// the stamp of every folder walked (taken before the folder is listed, so an entry added,
/// removed or renamed after shows as a later time), and for each other file the run looks at
/// (a `Package.swift`, a `.swift-version`, git's ignore files and the folders above the walk
/// where they are looked for) its stamp, or that it is not there. `TreeSnapshot` keeps it: a
/// later run that finds every stamp as noted would read the same bytes.
/// Shared by the walk and the threads; noted under a lock.
final class TreeRecord: @unchecked Sendable {
    /// What was found at a path.
    enum Kind: UInt8 {
        /// A folder the walk listed, with its stamp (links followed: the walk's root may be one).
        case walked = 0
        /// A regular file, with its stamp.
        case file = 1
        /// Nothing (not even a broken link).
        case absent = 2
        /// A folder whose names are not read (a repository's `.git`).
        case folder = 3
    }

    struct Input {
        var path: String
        var kind: Kind
        var stamp: FileStamp?
    }

    /// When the record started, wall clock: what changed less than `FileStamp.settleNanoseconds`
    /// before cannot stand for its bytes (`FileStamp.isSettled`).
    let started = FileStamp.now()
    private let lock = Lock()
    private var noted: [Input] = []
    /// Something was read that the record cannot stand for (a link, an unsettled time...).
    private var spoiled = false

    /// Starts the record of a walk of the folder `root` (as typed): notes what the run reads
    /// above it: the `.swift-version`, `Package.swift` and Xcode projects of each folder above (as
    /// `TargetDetection` looks for them, by the path's text), and git's ignore files from the
    /// work tree's top down (as `GitIgnore.forWalk` reads them).
    init(root: String) {
        let absolute = root.hasPrefix("/") ? root : Environment.workingFolder + "/" + root
        var folder = PathText.withoutTrailingSlashes(absolute)
        while true {
            probe(folder + "/.swift-version")
            probe(folder + "/Package.swift")
            // The build settings of an Xcode project there, as `TargetDetection` reads them.
            for project in TargetDetection.xcodeProjects(in: folder) { probe(folder + "/" + project + "/project.pbxproj") }
            probe(folder + "/" + TargetDetection.xcodeGenSpec)
            for config in TargetDetection.xcodeGenConfigFiles(in: folder) { probe(config) }
            guard folder != "/" && !folder.isEmpty else { break }
            let parent = PathText.folder(of: folder)
            if parent == folder { break }
            folder = parent
        }
        let (folders, top) = FileSystem.foldersUp(from: FileSystem.resolvedPath(root))
        for folder in folders { probe((folder == "/" ? "" : folder) + "/.git") }
        guard let top else { return }
        probeRepository(top)
        for folder in folders { probe(folder + "/.gitignore") }
    }

    /// Notes the files git reads for the repository whose work tree's top is `top`: its
    /// `.git` (a folder, or a file naming one) and `info/exclude`.
    func probeRepository(_ top: String) {
        probe(top + "/.git")
        probe(GitIgnore.gitFolder(top) + "/info/exclude")
    }

    /// Notes a folder the walk is about to list, from its open handle.
    func walked(_ path: String, handle fd: Int32) {
        var st = stat()
        guard fstat(fd, &st) == 0 else { return spoil() }
        note(Input(path: path, kind: .walked, stamp: FileStamp(st)))
    }

    /// Notes what is at `path` now (a link is not followed: it spoils the record).
    func probe(_ path: String) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return note(Input(path: path, kind: .absent, stamp: nil)) }
        switch st.st_mode & S_IFMT {
        case S_IFREG: note(Input(path: path, kind: .file, stamp: FileStamp(st)))
        case S_IFDIR: note(Input(path: path, kind: .folder, stamp: nil))
        default: spoil()
        }
    }

    /// The run read something the record cannot stand for.
    func spoil() {
        lock.lock()
        spoiled = true
        lock.unlock()
    }

    private func note(_ input: Input) {
        if let stamp = input.stamp, !stamp.isSettled(at: started) { return spoil() }
        lock.lock()
        noted.append(input)
        lock.unlock()
    }

    /// What was noted, nil if the record was spoiled.
    var inputs: [Input]? {
        lock.lock()
        defer { lock.unlock() }
        return spoiled ? nil : noted
    }
}
