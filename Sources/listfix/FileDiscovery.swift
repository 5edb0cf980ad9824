import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The Swift files named by the command line's paths, each once, in path order.
struct FileDiscovery {
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]

    var files: [String] = []
    var errors: [FileError] = []

    init(paths: [String]) {
        var seen = Set<String>()
        for path in paths {
            var st = stat()
            guard stat(path, &st) == 0 else {
                var lst = stat()
                if lstat(path, &lst) == 0 && (lst.st_mode & S_IFMT) == S_IFLNK {
                    errors.append(FileError(path: path, message: "is a broken or looping symbolic link"))
                } else {
                    errors.append(FileError(path: path, message: "no such file or folder"))
                }
                continue
            }
            if (st.st_mode & S_IFMT) == S_IFDIR {
                // Walked paths below a canonical folder are canonical themselves (links to
                // folders are not followed), so only links to files need resolving.
                let base = FileSystem.resolvedPath(path)
                var found: [(path: String, key: String)] = []
                walk(path, canonical: base, into: &found)
                for f in found.sorted(by: { $0.path < $1.path }) where seen.insert(f.key).inserted { files.append(f.path) }
            } else if seen.insert(FileSystem.resolvedPath(path)).inserted {
                files.append(path)
            }
        }
    }

    /// Folders are walked without following links to folders; links to files are kept.
    private mutating func walk(_ folder: String, canonical: String, into out: inout [(path: String, key: String)]) {
        guard let dir = opendir(folder) else {
            errors.append(FileError(path: folder, message: "cannot read folder: \(FileSystem.errorText(errno))"))
            return
        }
        defer { closedir(dir) }
        var folders: [(String, String)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let key = canonical + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var lst = stat()
                guard lstat(path, &lst) == 0 else { continue }
                switch lst.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFLNK: type = Int32(DT_LNK)
                default: type = Int32(DT_REG)
                }
            }
            if type == Int32(DT_DIR) {
                if name.hasPrefix(".") || FileDiscovery.skippedFolders.contains(name) { continue }
                folders.append((path, key))
            } else if name.hasSuffix(".swift") {
                if type == Int32(DT_LNK) {
                    var st = stat()
                    guard stat(path, &st) == 0 else {
                        errors.append(FileError(path: path, message: "is a broken or looping symbolic link"))
                        continue
                    }
                    if (st.st_mode & S_IFMT) == S_IFDIR { continue }
                    out.append((path, FileSystem.resolvedPath(path)))
                } else {
                    out.append((path, key))
                }
            }
        }
        for (path, key) in folders { walk(path, canonical: key, into: &out) }
    }
}
