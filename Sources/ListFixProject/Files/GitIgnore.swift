import ListFixKit
import SwiftTokens

/// The ignore rules git applies in one folder of a work tree: the repository's
/// `.git/info/exclude` and the `.gitignore` files from the work tree's top down to the folder.
/// The folder walk skips what git ignores, as `git status` would, so generated and vendored
/// code is not rewritten. Not read: `core.excludesFile` (a user's own global list).
struct GitIgnore: Sendable {
    /// One line of an ignore file.
    struct Pattern: Sendable {
        var glob: [UInt8]
        var negated: Bool
        /// `name/`: matches folders only.
        var foldersOnly: Bool
        /// A pattern with a `/` (other than a trailing one) matches the path from its file's
        /// folder; one without matches a name at any depth below that folder.
        var anchored: Bool
        /// How the glob can be matched without the general matcher, worked out once per line.
        var shape: Glob.Shape
        /// The byte a matching path must end with, when the glob ends in a plain byte (not a
        /// wildcard, an escape or a class's `]`), which only that byte matches: most entries are
        /// turned away by it before any matching.
        var lastByte: UInt8?
        /// For a general glob, its longest run of plain bytes (`/project.xcworkspace/` in
        /// `**/*.xcodeproj/project.xcworkspace/*`): a path without it cannot match, and the
        /// general matcher's backtracking is then never started.
        var literal: [UInt8] = []

        init(glob: [UInt8], negated: Bool, foldersOnly: Bool, anchored: Bool) {
            self.glob = glob
            self.negated = negated
            self.foldersOnly = foldersOnly
            self.anchored = anchored
            shape = Glob.Shape(glob)
            let last = glob.last
            let plainEnd = last.map { shape != .general || !(Glob.isWildcard($0) || $0 == 0x5D) } ?? false
            lastByte = plainEnd ? last : nil
            // A class or an escape is parsed only by the matcher (`[]a]`, `[\\]a]`): no plain run is
            // taken from a glob that has one.
            if shape == .general, !glob.contains(0x5B), !glob.contains(0x5C) { literal = Glob.longestLiteral(glob) }
        }
    }

    /// The patterns of one file, and its folder relative to the work tree's top ("" for the top).
    struct PatternFile: Sendable {
        var base: String
        var patterns: [Pattern]
    }

    /// The canonical top folder of the work tree.
    var top: String
    /// In increasing precedence: `info/exclude`, then `.gitignore` files from the top down.
    var files: [PatternFile] = []

    /// A fresh work tree at `top` (a folder holding `.git`), with its `info/exclude`.
    init(top: String) {
        self.top = top
        if let exclude = try? FileSystem.read(GitIgnore.gitFolder(top) + "/info/exclude") {
            add(exclude, base: "")
        }
    }

    /// The repository folder: `top/.git`, or where a `.git` file (a linked work tree or a
    /// submodule) points with its `gitdir:` line.
    static func gitFolder(_ top: String) -> String {
        let dotGit = top + "/.git"
        guard FileSystem.isRegularFile(dotGit), let bytes = try? FileSystem.read(dotGit) else { return dotGit }
        let line = String(decoding: bytes.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        guard line.hasPrefix("gitdir:") else { return dotGit }
        let path = String(line.dropFirst("gitdir:".count)).trimmingCharacters()
        return path.hasPrefix("/") ? path : top + "/" + path
    }

    /// The ignore rules for a walk that starts at the canonical folder `root`: nil outside a work tree.
    static func forWalk(from root: String) -> GitIgnore? {
        let (folders, top) = FileSystem.foldersUp(from: root)
        guard let top else { return nil }
        var ignore = GitIgnore(top: top)
        // The `.gitignore` files above the root, from the top down; the walk reads the root's own.
        for folder in folders.dropFirst().reversed() { ignore.read(folder: folder) }
        return ignore
    }

    /// Adds the `.gitignore` of a canonical folder inside the work tree, if it has one.
    mutating func read(folder: String) {
        guard let bytes = try? FileSystem.read(folder + "/.gitignore") else { return }
        add(bytes, base: relative(folder) ?? "")
    }

    /// `path` (canonical) relative to the top, or nil when it is not below it.
    func relative(_ path: String) -> String? {
        if path == top { return "" }
        return path.hasPrefix(top + "/") ? String(path.dropFirst(top.count + 1)) : nil
    }

    mutating func add(_ bytes: [UInt8], base: String) {
        var patterns: [Pattern] = []
        for rawLine in bytes.split(separator: 0x0A, omittingEmptySubsequences: true) {
            var line = Array(rawLine)
            if line.last == 0x0D { line.removeLast() }
            // Trailing spaces go, unless escaped with a backslash.
            while line.last == 0x20 && !(line.count >= 2 && line[line.count - 2] == 0x5C) { line.removeLast() }
            guard let first = line.first, first != 0x23 else { continue }
            var negated = false
            if first == 0x21 { negated = true; line.removeFirst() } else if first == 0x5C, line.count > 1, line[1] == 0x23 || line[1] == 0x21 {
                line.removeFirst()
            }
            var foldersOnly = false
            while line.last == 0x2F { foldersOnly = true; line.removeLast() }
            guard !line.isEmpty else { continue }
            let anchored = line.contains(0x2F)
            if line.first == 0x2F { line.removeFirst() }
            patterns.append(Pattern(glob: line, negated: negated, foldersOnly: foldersOnly, anchored: anchored))
        }
        if !patterns.isEmpty { files.append(PatternFile(base: base, patterns: patterns)) }
    }

    /// Whether git ignores the entry `name` of a folder (its path from the top, see `relative`), by
    /// the last pattern that matches it. Paths are built only for patterns anchored to a folder.
    func ignores(name: [UInt8], inFolder folderFromTop: String, isFolder: Bool) -> Bool {
        guard !files.isEmpty else { return false }
        for file in files.reversed() {
            var fromBase: [UInt8]?
            // By index: copying each pattern out retained and released its glob.
            let patterns = file.patterns
            var k = patterns.count
            while k > 0 {
                k -= 1
                if patterns[k].foldersOnly && !isFolder { continue }
                // A matched path ends with the entry's name, so it ends with its last byte.
                if let last = patterns[k].lastByte, name.last != last { continue }
                let matched: Bool
                if patterns[k].anchored {
                    if fromBase == nil {
                        // The entry's path from this file's folder.
                        guard var within = GitIgnore.path(folderFromTop, below: file.base) else { break }
                        // Copied as one block: an element-wise copy of the folder's UTF-8 cost more than the match.
                        fromBase = within.isEmpty ? name : within.withUTF8 { folder in
                            var path: [UInt8] = []
                            path.reserveCapacity(folder.count + 1 + name.count)
                            path.append(contentsOf: folder)
                            path.append(0x2F)
                            path.append(contentsOf: name)
                            return path
                        }
                    }
                    matched = patterns[k].admits(fromBase!) && Glob.matches(patterns[k].glob, fromBase!, shape: patterns[k].shape)
                } else {
                    matched = patterns[k].admits(name) && Glob.matches(patterns[k].glob, name, shape: patterns[k].shape)
                }
                if matched { return !patterns[k].negated }
            }
        }
        return false
    }

    /// `path` relative to `base` (both relative to the top), or nil when it is not at or below it.
    static func path(_ path: String, below base: String) -> Substring? {
        if base.isEmpty { return Substring(path) }
        if path == base { return "" }
        return path.hasPrefix(base + "/") ? path.dropFirst(base.count + 1) : nil
    }
}

/// Git's wildmatch: `*` and `?` stop at `/`, `[…]` classes, `\` escapes, and `**` as a whole
/// path component matches any number of folders.
extension GitIgnore.Pattern {
    /// Whether `text` holds the glob's plain run, which every match does.
    @inline(__always) func admits(_ text: [UInt8]) -> Bool {
        literal.count < 2 || ByteSearch.contains(text, literal)
    }
}

enum Glob {
    static func matches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        match(pattern, 0, text, 0)
    }

    /// The longest run of bytes that match only themselves (outside `*`, `?`, `[…]` and escapes).
    static func longestLiteral(_ glob: [UInt8]) -> [UInt8] {
        var best: ArraySlice<UInt8> = []
        var start = 0
        var i = 0
        func close(_ end: Int) { if end - start > best.count { best = glob[start..<end] } }
        while i < glob.count {
            let c = glob[i]
            guard isWildcard(c) else { i += 1; continue }
            close(i)
            if c == 0x5B, let end = glob[(i + 1)...].firstIndex(of: 0x5D) {
                i = end + 1
            } else if c == 0x2A, i + 2 < glob.count, glob[i + 1] == 0x2A, glob[i + 2] == 0x2F {
                // `**/` may stand for no folder at all, its `/` with it.
                i += 3
            } else {
                i += c == 0x5C ? 2 : 1
            }
            start = i
        }
        close(min(i, glob.count))
        return Array(best)
    }

    /// `*`, `?`, `[` or a backslash: a byte that is not matched as itself.
    @inline(__always) static func isWildcard(_ c: UInt8) -> Bool { c == 0x2A || c == 0x3F || c == 0x5B || c == 0x5C }

    /// Most ignore lines are a plain name (`Pods`) or a star and a plain ending (`*.xcuserstate`):
    /// those are compared directly, as the walk asks every line about every entry.
    enum Shape: Sendable {
        /// No wildcard or escape: only the same bytes match.
        case literal
        /// `*` then a plain ending: no wildcard, escape or `/` after the star.
        case starSuffix
        case general

        init(_ glob: [UInt8]) {
            let special = Glob.isWildcard
            if !glob.contains(where: special) {
                self = .literal
            } else if glob.count > 1, glob[0] == 0x2A, !glob[1...].contains(where: { special($0) || $0 == 0x2F }) {
                self = .starSuffix
            } else {
                self = .general
            }
        }
    }

    static func matches(_ pattern: [UInt8], _ text: [UInt8], shape: Shape) -> Bool {
        switch shape {
        case .literal:
            return pattern == text
        case .starSuffix:
            // The star takes what is before the ending, and a star never takes a `/`.
            let suffix = pattern[1...]
            let cut = text.count - suffix.count
            return cut >= 0 && text[cut...].elementsEqual(suffix) && !text[..<cut].contains(0x2F)
        case .general:
            return match(pattern, 0, text, 0)
        }
    }

    private static func match(_ p: [UInt8], _ pStart: Int, _ t: [UInt8], _ tStart: Int) -> Bool {
        var pi = pStart, ti = tStart
        while pi < p.count {
            let c = p[pi]
            switch c {
            case 0x2A: // *
                let double = pi + 1 < p.count && p[pi + 1] == 0x2A
                if double && (pi == 0 || p[pi - 1] == 0x2F) && (pi + 2 == p.count || p[pi + 2] == 0x2F) {
                    if pi + 2 == p.count { return true }
                    // `**/`: zero or more whole folders.
                    var k = ti
                    while true {
                        if match(p, pi + 3, t, k) { return true }
                        guard let slash = t[k...].firstIndex(of: 0x2F) else { return false }
                        k = slash + 1
                    }
                }
                while pi < p.count && p[pi] == 0x2A { pi += 1 }
                var k = ti
                while true {
                    if match(p, pi, t, k) { return true }
                    if k == t.count || t[k] == 0x2F { return false }
                    k += 1
                }
            case 0x3F: // ?
                guard ti < t.count, t[ti] != 0x2F else { return false }
                pi += 1; ti += 1
            case 0x5B: // [
                guard ti < t.count, t[ti] != 0x2F else { return false }
                if let (matched, next) = bracket(p, pi, t[ti]) {
                    guard matched else { return false }
                    pi = next
                } else {
                    // An unclosed `[` is itself.
                    guard t[ti] == c else { return false }
                    pi += 1
                }
                ti += 1
            case 0x5C: // backslash
                guard pi + 1 < p.count, ti < t.count, t[ti] == p[pi + 1] else { return false }
                pi += 2; ti += 1
            default:
                guard ti < t.count, t[ti] == c else { return false }
                pi += 1; ti += 1
            }
        }
        return ti == t.count
    }

    /// Whether `ch` is in the class starting at `p[open]`, and the index after its `]`;
    /// nil when the class is not closed (the `[` is then a literal).
    private static func bracket(_ p: [UInt8], _ open: Int, _ ch: UInt8) -> (Bool, Int)? {
        var i = open + 1
        var negate = false
        if i < p.count && (p[i] == 0x21 || p[i] == 0x5E) { negate = true; i += 1 }
        var matched = false
        var first = true
        while i < p.count {
            var c = p[i]
            if c == 0x5D && !first { return (matched != negate, i + 1) }
            first = false
            if c == 0x5C, i + 1 < p.count { i += 1; c = p[i] }
            if i + 2 < p.count && p[i + 1] == 0x2D && p[i + 2] != 0x5D {
                var hi = p[i + 2]
                var skip = 3
                if hi == 0x5C, i + 3 < p.count { hi = p[i + 3]; skip = 4 }
                if c <= ch && ch <= hi { matched = true }
                i += skip
            } else {
                if c == ch { matched = true }
                i += 1
            }
        }
        return nil
    }
}
