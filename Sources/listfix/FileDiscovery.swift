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
        var found: [String] = []
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
                var inFolder: [String] = []
                walk(path, into: &inFolder)
                found += inFolder.sorted()
            } else {
                found.append(path)
            }
        }
        for path in found {
            let key = FileSystem.resolvedPath(path)
            if seen.insert(key).inserted { files.append(path) }
        }
    }

    /// Folders are walked without following links to folders; links to files are kept.
    private mutating func walk(_ folder: String, into out: inout [String]) {
        guard let dir = opendir(folder) else {
            errors.append(FileError(path: folder, message: "cannot read folder: \(FileSystem.errorText(errno))"))
            return
        }
        defer { closedir(dir) }
        var children: [(String, Bool)] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var lst = stat()
            guard lstat(path, &lst) == 0 else { continue }
            let type = lst.st_mode & S_IFMT
            if type == S_IFDIR {
                if name.hasPrefix(".") || FileDiscovery.skippedFolders.contains(name) { continue }
                children.append((path, true))
            } else if name.hasSuffix(".swift") {
                if type == S_IFLNK {
                    var st = stat()
                    guard stat(path, &st) == 0 else {
                        errors.append(FileError(path: path, message: "is a broken or looping symbolic link"))
                        continue
                    }
                    if (st.st_mode & S_IFMT) == S_IFDIR { continue }
                }
                children.append((path, false))
            }
        }
        for (path, isFolder) in children {
            if isFolder { walk(path, into: &out) } else { out.append(path) }
        }
    }
}
