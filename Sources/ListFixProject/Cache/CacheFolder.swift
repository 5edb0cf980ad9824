#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit

/// Where the warm cache lives, and how it is kept from growing: one subfolder per listfix
/// version, holding one file per project setup (`RunCache`); old versions' folders and the
/// least recently used files past a fixed number are removed.
struct CacheFolder {
    /// The cache's root: `--cache-dir`, else `LISTFIX_CACHE_DIR`, else the configuration's
    /// `cache-dir`, else the user's cache folder.
    let root: String
    /// This version's subfolder of `root`.
    let folder: String

    /// Cache files a version's folder keeps; the least recently used beyond are removed.
    static let filesKept = 64
    /// Other versions' folders kept (a project may pin another listfix); older ones are removed.
    static let otherVersionsKept = 2
    static let suffix = ".lfc"
    /// In each version's folder: only folders holding it are ever removed.
    static let marker = ".listfix-cache"

    init?(options: Options) {
        guard let root = options.cacheDir.map({ $0.hasPrefix("/") ? $0 : Environment.workingFolder + "/" + $0 })
                ?? Environment.value("LISTFIX_CACHE_DIR").flatMap({ $0.isEmpty ? nil : $0 })
                ?? CacheFolder.userCacheRoot() else { return nil }
        self.root = PathText.withoutTrailingSlashes(root)
        folder = self.root + "/" + CacheFolder.versionName
    }

    /// `~/Library/Caches/listfix` on macOS; `$XDG_CACHE_HOME/listfix` or `~/.cache/listfix` elsewhere.
    static func userCacheRoot() -> String? {
        #if canImport(Darwin)
        return home().map { $0 + "/Library/Caches/listfix" }
        #else
        if let xdg = Environment.value("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/listfix" }
        return home().map { $0 + "/.cache/listfix" }
        #endif
    }

    static func home() -> String? {
        if let home = Environment.value("HOME"), home.hasPrefix("/") { return home }
        guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.hasPrefix("/") ? home : nil
    }

    /// The version as a folder name (`0.1.0`).
    static let versionName: String = {
        let version = ToolVersion.number
        return String(version.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
    }()

    /// Creates the folders, marking the root as a cache (`CACHEDIR.TAG`, which backup tools
    /// skip) that git ignores, should it lie inside a work tree. False if it cannot be created.
    func create() -> Bool {
        if FileSystem.isFolder(folder) { return true }
        guard CacheFolder.makeFolders(folder) else { return false }
        try? FileSystem.write(folder + "/" + CacheFolder.marker, [])
        let tag = root + "/CACHEDIR.TAG"
        if !FileSystem.exists(tag) {
            try? FileSystem.write(tag, Array("Signature: 8a477f597d28d172789f06886806bc55\n# This folder is listfix's cache; it is safe to delete.\n".utf8))
        }
        let ignore = root + "/.gitignore"
        if !FileSystem.exists(ignore) { try? FileSystem.write(ignore, Array("# listfix's cache\n*\n".utf8)) }
        return true
    }

    static func makeFolders(_ path: String) -> Bool {
        if FileSystem.isFolder(path) { return true }
        let parent = PathText.folder(of: path)
        if !parent.isEmpty && parent != path && !makeFolders(parent) { return false }
        return mkdir(path, 0o755) == 0 || errno == EEXIST
    }

    /// Removes what the cache no longer needs: cache files of this version past `filesKept`
    /// (least recently used first), temporary files a killed run left, and the folders of
    /// other versions past `otherVersionsKept` (oldest first). Files not the cache's stay.
    func prune() {
        let now = FileStamp.now()
        var files: [(path: String, used: Int64)] = []
        for (name, stamp) in CacheFolder.entries(of: folder) {
            let path = folder + "/" + name
            if name.hasSuffix(CacheFolder.suffix) || name.hasSuffix(TreeSnapshot.suffix) {
                files.append((path, stamp.modified))
            } else if name.contains(CacheFile.temporaryMark), stamp.modified < now - 600 * 1_000_000_000 {
                unlink(path)
            }
        }
        if files.count > CacheFolder.filesKept {
            for old in files.sorted(by: { $0.used > $1.used }).dropFirst(CacheFolder.filesKept) { unlink(old.path) }
        }
        var versions: [(path: String, used: Int64)] = []
        for (name, stamp) in CacheFolder.entries(of: root, folders: true)
        where name != CacheFolder.versionName && FileSystem.exists(root + "/" + name + "/" + CacheFolder.marker) {
            versions.append((root + "/" + name, stamp.modified))
        }
        for old in versions.sorted(by: { $0.used > $1.used }).dropFirst(CacheFolder.otherVersionsKept) {
            for (name, _) in CacheFolder.entries(of: old.path)
            where name.hasSuffix(CacheFolder.suffix) || name.hasSuffix(TreeSnapshot.suffix) || name.contains(CacheFile.temporaryMark)
                || name == CacheFolder.marker {
                unlink(old.path + "/" + name)
            }
            rmdir(old.path)
        }
    }

    /// The names in `folder` of regular files (or, with `folders`, of folders) with their stamps.
    static func entries(of folder: String, folders: Bool = false) -> [(String, FileStamp)] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var out: [(String, FileStamp)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var st = stat()
            guard lstat(folder + "/" + name, &st) == 0 else { continue }
            let isFolder = (st.st_mode & S_IFMT) == S_IFDIR
            if isFolder == folders && (folders || (st.st_mode & S_IFMT) == S_IFREG) { out.append((name, FileStamp(st))) }
        }
        return out
    }
}
