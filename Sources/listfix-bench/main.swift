import Foundation
import ListFixCorpus
import ListFixKit
import SwiftTokens
#if canImport(Glibc)
import Glibc
#endif

// listfix-bench: generates deterministic corpora and measures the lexer, `check` and
// `fix --dry-run` on them. Release build: `swift run -c release listfix-bench`.
// Options: --mb N (base corpus size, default 20), --runs N (best of, default 3), --quick,
// --real DIR (repeatable: folders of real Swift to time against the compiler's parser too).

struct Options {
    var megabytes = 20
    var runs = 3
    var quick = false
    var lexerOnly = false
    /// Print a digest of every token, bracket pair and watched token of the `--real` files, as
    /// the first pass lexes them: two builds of the lexer must print the same.
    var tokenDigest = false
    /// Only the rows of files dense with findings (1, 2, 4, 8 MB): time and memory per MB must
    /// stay flat as a file grows.
    var denseOnly = false
    /// Only the language server's row: edits to a 2,000-line file in a package, timed.
    var serverOnly = false
    /// Writes the dense file of N MB and exits: the measuring process never holds its text, so its
    /// pages do not count in a child's peak (a spawned child shares them until it runs listfix).
    var writeDense: Int?
    var real: [String] = []

    init(_ args: [String]) {
        var i = 0
        while i < args.count {
            switch args[i] {
            case "--mb": i += 1; megabytes = Int(args[i]) ?? 20
            case "--runs": i += 1; runs = Int(args[i]) ?? 3
            case "--quick": quick = true
            case "--lexer-only": lexerOnly = true
            case "--token-digest": tokenDigest = true
            case "--dense": denseOnly = true
            case "--server": serverOnly = true
            case "--write-dense": i += 1; writeDense = Int(args[i])
            case "--real": i += 1; real.append(args[i])
            default: print("unknown option \(args[i])"); exit(2)
            }
            i += 1
        }
    }
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
let listfix = executable.deletingLastPathComponent().appendingPathComponent("listfix").path
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/listfix-bench")

/// Writes the corpus once per size and seed; later runs reuse it.
func corpus(megabytes: Int, seed: UInt64) -> (path: String, bytes: Int, files: Int) {
    let folder = root.appendingPathComponent("corpus-\(megabytes)mb-seed\(seed)")
    let stamp = folder.appendingPathComponent(".complete")
    var generator = CorpusGenerator(seed: seed)
    if !FileManager.default.fileExists(atPath: stamp.path) {
        try? FileManager.default.removeItem(at: folder)
        // One file at a time, so the bench itself stays small: a spawned child's peak memory
        // counts the launching process's pages too (vfork), so they must be few.
        generator.forEachFile(totalBytes: megabytes * 1_000_000) { relative, text in
            let url = folder.appendingPathComponent(relative)
            try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: url)
        }
        _ = FileManager.default.createFile(atPath: stamp.path, contents: Data())
    }
    var bytes = 0, files = 0
    for case let p as String in FileManager.default.enumerator(atPath: folder.path)! where p.hasSuffix(".swift") {
        bytes += (try! FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(p).path)[.size] as! Int)
        files += 1
    }
    return (folder.path, bytes, files)
}

/// One file of `megabytes` made of generated files back to back.
func singleFile(megabytes: Int) -> (path: String, bytes: Int) {
    let url = root.appendingPathComponent("single-\(megabytes)mb/Big.swift")
    if !FileManager.default.fileExists(atPath: url.path) {
        var generator = CorpusGenerator(seed: 7)
        var text = ""
        text.reserveCapacity(megabytes * 1_000_000 + 100_000)
        while text.utf8.count < megabytes * 1_000_000 { text += generator.file().replacingOccurrences(of: "import SwiftUI\nimport Foundation\n", with: "") }
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: url)
    }
    return (url.path, (try! FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int))
}

/// Inputs that try to break linear time: one 1 MB line, 10,000-deep nesting, 100,000 ForEach calls.
func pathological(_ name: String) -> (path: String, bytes: Int) {
    let url = root.appendingPathComponent("pathological/\(name).swift")
    if !FileManager.default.fileExists(atPath: url.path) {
        var text = ""
        switch name {
        case "one-line":
            text = "struct Row: Identifiable { let id: Int; var t: String }; struct L: View { var rows: [Row]; var body: some View { VStack { "
                + String(repeating: "ForEach(rows.indices, id: \\.self) { i in Text(rows[i].t) } ", count: 17_000) + "} } }\n"
        case "deep":
            let n = 10_000
            text = "struct Deep: View {\n    var items: [Int]\n    var body: some View {\n"
                + String(repeating: "VStack { ", count: n) + "ForEach(items.indices, id: \\.self) { i in Text(\"\\(items[i])\") }"
                + String(repeating: " }", count: n) + "\n    }\n}\nlet p = " + String(repeating: "(", count: n) + "1"
                + String(repeating: ")", count: n) + "\nlet c = " + String(repeating: "{ ", count: n) + String(repeating: "}", count: n) + "\n"
        default:
            // `-unsafe`: Item is not Equatable, so the 25,000 rows share one cached-filter fix
            // that stays unapplied while the other fixes move the text around it.
            let conformances = name.hasSuffix("-unsafe") ? "Identifiable" : "Identifiable, Equatable"
            var lines = ["import SwiftUI", "struct Item: \(conformances) { let id: Int; var title: String; var isOn: Bool }",
                         "struct Big: View {", "    var items: [Item]", "    var body: some View {", "        VStack {"]
            for k in 0..<100_000 {
                switch k % 4 {
                case 0: lines.append("            ForEach(items.indices, id: \\.self) { i in Text(items[i].title) }")
                case 1: lines.append("            ForEach(Array(items.enumerated()), id: \\.offset) { i, item in Text(item.title) }")
                case 2: lines.append("            ForEach(items) { item in if item.isOn { Text(item.title) } }")
                default: lines.append("            ForEach(items.filter { $0.isOn }) { item in Text(item.title) }")
                }
            }
            text = (lines + ["        }", "    }", "}", ""]).joined(separator: "\n")
        }
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: url)
    }
    return (url.path, (try! FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int))
}

/// One file of `megabytes` made of many small views, each with its own state and rows that every
/// default rule has something to say of: time per MB that grows with the file's size shows a
/// question answered by scanning the whole file.
func denseFile(megabytes: Int) -> (path: String, bytes: Int) {
    let url = root.appendingPathComponent("dense-\(megabytes)mb/Dense.swift")
    if !FileManager.default.fileExists(atPath: url.path) {
        var text = "import SwiftUI\n\nstruct Todo: Identifiable, Equatable { let id: UUID; var title: String; var done: Bool }\n"
        var k = 0
        while text.utf8.count < megabytes * 1_000_000 {
            text += """

            struct TodoList\(k): View {
                @State private var todos\(k): [Todo] = []
                @State private var count\(k) = 3
                @State private var query\(k) = ""
                var body: some View {
                    List {
                        ForEach(todos\(k).indices, id: \\.self) { index in
                            Text(todos\(k)[index].title)
                        }
                        .onDelete { offsets in todos\(k).remove(atOffsets: offsets) }
                        ForEach(0..<count\(k)) { n in Text("\\(n)") }
                        ForEach(Array(todos\(k).enumerated()), id: \\.offset) { n, todo in Text("\\(n + 1). \\(todo.title)") }
                        ForEach(todos\(k).filter { $0.done }) { todo in if todo.done { Text(todo.title) } }
                    }
                    .searchable(text: $query\(k))
                    Button("More") { count\(k) += 1; todos\(k).insert(Todo(id: UUID(), title: "", done: false), at: 0) }
                }
            }

            """
            k += 1
        }
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: url)
    }
    return (url.path, (try! FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int))
}

/// `check` and `fix --dry-run` on dense files of 1, 2, 4 and 8 MB, per MB, and the spread: the
/// largest figure per MB over the smallest, which must stay under 1.5.
func denseRows() {
    // Each file is written by a child run of this benchmark (`--write-dense N`), so this process
    // stays as small as it started.
    for megabytes in [1, 2, 4, 8] where !FileManager.default.fileExists(atPath: root.appendingPathComponent("dense-\(megabytes)mb/Dense.swift").path) {
        let writer = Process()
        writer.executableURL = executable
        writer.arguments = ["--write-dense", "\(megabytes)"]
        try! writer.run()
        writer.waitUntilExit()
    }
    print("")
    print("dense file (many views, findings in each)".padding(toLength: 44, withPad: " ", startingAt: 0)
          + "    wall       s per MB        peak   MB per MB more")
    // Peak memory per MB is measured as the growth from one size to the next: a fixed part (the
    // binary, the runtime) is no part of a file's cost, and a child's peak cannot go below this
    // process's own pages (it shares them until it runs listfix), so an empty file's peak is no
    // floor to subtract.
    for command in [["check", "--no-cache"], ["fix", "--dry-run", "--no-cache"]] {
        var perMB: [Double] = []
        var growthPerMB: [Double] = []
        var previous: (mb: Double, peak: Double)?
        for megabytes in [1, 2, 4, 8] {
            let file = denseFile(megabytes: megabytes)
            let m = measure(command + ["--statistics", file.path])
            let mb = Double(file.bytes) / 1e6
            perMB.append(m.seconds / mb)
            var growth = ""
            if let previous {
                let g = (m.peakMB - previous.peak) / (mb - previous.mb)
                growthPerMB.append(g)
                growth = String(format: "%12.1f", g)
            }
            previous = (mb, m.peakMB)
            print("\(command.joined(separator: " ")), \(megabytes) MB".padding(toLength: 44, withPad: " ", startingAt: 0)
                  + String(format: "%8.3f s %10.4f s/MB %9.1f MB", m.seconds, m.seconds / mb, m.peakMB) + growth)
        }
        print("  spread, largest per MB over smallest".padding(toLength: 44, withPad: " ", startingAt: 0)
              + String(format: "%8.2fx time %8.2fx memory", perMB.max()! / perMB.min()!, growthPerMB.max()! / growthPerMB.min()!))
    }
}

/// Runs the binary, returning wall seconds and the child's peak resident memory in MB.
func measure(_ arguments: [String]) -> (seconds: Double, peakMB: Double) {
    let m = measureWithCPU(arguments)
    return (m.seconds, m.peakMB)
}

/// Seconds of processor time (user and system) a child used, from `wait4`.
func cpuSeconds(_ usage: rusage) -> Double {
    Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// `measure`, with the processor time of the fastest run: steadier than wall time on a busy machine.
/// `check` runs without its cache (cold), unless `arguments` name a cache folder.
func measureWithCPU(_ arguments: [String], runs: Int = options.runs) -> (seconds: Double, peakMB: Double, cpu: Double) {
    var best = (seconds: Double.infinity, peakMB: 0.0, cpu: 0.0)
    let cold = arguments.first == "check" && !arguments.contains("--cache-dir") ? ["--no-cache"] : []
    for _ in 0..<runs {
        var pid: pid_t = 0
        let argv = ([listfix] + arguments + cold).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, listfix, &actions, nil, argv, environ) == 0 else { fatalError("cannot run \(listfix)") }
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        posix_spawn_file_actions_destroy(&actions)
        if seconds < best.seconds { best = (seconds, Double(usage.ru_maxrss) / 1024, cpuSeconds(usage)) }
    }
    return best
}

func lexerSpeed(_ folder: String) -> Double {
    var files: [[UInt8]] = []
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
       let e = FileManager.default.enumerator(atPath: folder) {
        for case let p as String in e where p.hasSuffix(".swift") {
            files.append(Array(FileManager.default.contents(atPath: folder + "/" + p)!))
        }
    } else {
        files.append(Array(FileManager.default.contents(atPath: folder)!))
    }
    return lexerSpeed(files: files)
}

/// MB/s of lexing `files` (and building their bracket trees) on one core, best of the runs.
func lexerSpeed(files: [[UInt8]]) -> Double {
    let total = files.reduce(0) { $0 + $1.count }
    var best = Double.infinity
    var sink = 0
    for _ in 0..<options.runs {
        let start = DispatchTime.now().uptimeNanoseconds
        for f in files { sink &+= SourceFile(bytes: f).tree.bracketCount }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    if sink == -1 { print(sink) }
    return Double(total) / 1e6 / best
}

func row(_ name: String, _ bytes: Int, _ files: Int, _ m: (seconds: Double, peakMB: Double)) {
    let mbs = Double(bytes) / 1e6 / m.seconds
    let perSecond = Double(files) / m.seconds
    let rate = perSecond >= 10 ? String(format: "%.0f", perSecond) : String(format: "%.2f", perSecond)
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + String(format: "%8.3f s %9.1f MB/s ", m.seconds, mbs)
          + String(repeating: " ", count: max(0, 10 - rate.count)) + rate + String(format: " files/s %8.1f MB", m.peakMB))
}

/// `swift-frontend` beside the `swiftc` on PATH (links resolved), or `$SWIFT_FRONTEND`.
func frontend() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["SWIFT_FRONTEND"] { return FileManager.default.isExecutableFile(atPath: path) ? path : nil }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        let candidate = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("swift-frontend").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// The Swift files under `paths`, with their sizes, as listfix's walk finds them (hidden
/// folders, `.build`, `DerivedData`, `Pods`, `Carthage`, `node_modules` and Xcode's resource
/// folders skipped; ignore files are not read, so a folder with ignored Swift files is not a
/// fair comparison).
func swiftFiles(_ paths: [String]) -> [(path: String, bytes: Int)] {
    let skipped: Set<String> = [".build", "DerivedData", "Pods", "Carthage", "node_modules"]
    let resources = [".xcassets", ".lproj", ".xcodeproj", ".xcworkspace", ".xcdatamodeld"]
    var out: [(String, Int)] = []
    for root in paths {
        guard let e = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: [.isDirectoryKey, .fileSizeKey],
                                                     options: [.skipsHiddenFiles]) else { continue }
        for case let url as URL in e {
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .fileSizeKey])
            if values?.isDirectory == true {
                let name = url.lastPathComponent
                if skipped.contains(name) || resources.contains(where: { name.hasSuffix($0) && name != $0 }) { e.skipDescendants() }
            } else if url.pathExtension == "swift" {
                out.append((url.path, values?.fileSize ?? 0))
            }
        }
    }
    return out.sorted { $0.0 < $1.0 }
}

/// `files` split into `processes` lists of about equal size, written for `swift-frontend -filelist`.
func parseLists(_ files: [(path: String, bytes: Int)], processes: Int) -> [String] {
    var groups = Array(repeating: (bytes: 0, paths: [String]()), count: processes)
    for file in files.sorted(by: { $0.bytes > $1.bytes }) {
        let k = groups.indices.min { groups[$0].bytes < groups[$1].bytes }!
        groups[k].bytes += file.bytes
        groups[k].paths.append(file.path)
    }
    let lists = groups.enumerated().map { k, group -> String in
        let list = root.appendingPathComponent("parse-files-\(k).txt")
        try! FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try! Data((group.paths.joined(separator: "\n") + "\n").utf8).write(to: list)
        return list.path
    }
    return lists
}

/// Wall seconds of `swift-frontend -frontend -parse` over each of `lists`, run at once (as
/// `check -j N` spreads files over N threads), and its processor time. Best of `runs`.
func parseSeconds(_ frontend: String, _ lists: [String], runs: Int = options.runs) -> (seconds: Double, cpu: Double) {
    var best = (seconds: Double.infinity, cpu: 0.0)
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        var pids: [pid_t] = []
        for list in lists {
            var pid: pid_t = 0
            let argv = ([frontend, "-frontend", "-parse", "-filelist", list] as [String]).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            guard posix_spawn(&pid, frontend, &actions, nil, argv, environ) == 0 else { fatalError("cannot run \(frontend)") }
            posix_spawn_file_actions_destroy(&actions)
            pids.append(pid)
        }
        var cpu = 0.0
        for pid in pids {
            var status: Int32 = 0
            var usage = rusage()
            wait4(pid, &status, 0, &usage)
            cpu += cpuSeconds(usage)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if seconds < best.seconds { best = (seconds, cpu) }
    }
    return best
}

/// `check -j 2` against the compiler's parser on the same files and two processes: how many times faster.
func parserRatio(_ name: String, _ paths: [String]) {
    let label = "check vs swift-frontend -parse, \(name)"
    guard let frontend = frontend() else {
        print(label.padding(toLength: 44, withPad: " ", startingAt: 0) + "    skipped: no swift-frontend beside swiftc on PATH (set SWIFT_FRONTEND)")
        return
    }
    let files = swiftFiles(paths)
    let bytes = files.reduce(0) { $0 + $1.bytes }
    let lists = parseLists(files, processes: 2)
    // The parser and `check` in turn, so that a change in the machine's load between them moves
    // both: the best of each, and the median of the ratios of the pairs.
    var pairs: [(parse: (seconds: Double, cpu: Double), check: (seconds: Double, peakMB: Double, cpu: Double))] = []
    for _ in 0..<options.runs {
        pairs.append((parseSeconds(frontend, lists, runs: 1), measureWithCPU(["check", "--statistics", "-j", "2"] + paths, runs: 1)))
    }
    let parse = pairs.map(\.parse).min { $0.seconds < $1.seconds }!
    let check = pairs.map(\.check).min { $0.seconds < $1.seconds }!
    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
    let wall = pairs.map { $0.parse.seconds / $0.check.seconds }, cpu = pairs.map { $0.parse.cpu / $0.check.cpu }
    print(label.padding(toLength: 44, withPad: " ", startingAt: 0)
          + String(format: "%8.3f s against %.3f s (%d files, %.1f MB, 2 processes each): %.1fx; processor time %.3f s against %.3f s: %.1fx",
                   check.seconds, parse.seconds, files.count, Double(bytes) / 1e6, parse.seconds / check.seconds, check.cpu, parse.cpu, parse.cpu / check.cpu))
    print("  runs in turn, median of \(pairs.count) pairs".padding(toLength: 44, withPad: " ", startingAt: 0)
          + String(format: "%8.1fx (%.1f–%.1fx); processor time %.1fx (%.1f–%.1fx)",
                   median(wall), wall.min()!, wall.max()!, median(cpu), cpu.min()!, cpu.max()!))
    // What reading, then lexing, every file alone takes: the ratio no later phase can beat.
    for (floor, name) in [("read", "walk and read only"), ("lex", "walk, read and lex")] {
        setenv("LISTFIX_FIRST_PASS_FLOOR", floor, 1)
        let part = measureWithCPU(["check", "--statistics", "-j", "2"] + paths)
        unsetenv("LISTFIX_FIRST_PASS_FLOOR")
        print(("  of which: " + name).padding(toLength: 44, withPad: " ", startingAt: 0)
              + String(format: "%8.3f s: %.1fx; processor time %.3f s: %.1fx", part.seconds, parse.seconds / part.seconds, part.cpu, parse.cpu / part.cpu))
    }
    // The bound of a first pass that lexed and scanned only the files a rule has work in (every
    // file still read): what no design that lexes fewer files can beat, before it lexes the
    // files whose declarations those rules read.
    let roots = paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    let idle = filesWithoutWork(swiftFiles(roots))
    let list = root.appendingPathComponent("files-without-work.txt")
    try! Data(idle.paths.map { $0 + "\n" }.joined().utf8).write(to: list)
    setenv("LISTFIX_FIRST_PASS_FLOOR", "unlexed:" + list.path, 1)
    let part = measureWithCPU(["check", "--statistics", "-j", "2"] + roots)
    unsetenv("LISTFIX_FIRST_PASS_FLOOR")
    print("  bound: lexing only files with work".padding(toLength: 44, withPad: " ", startingAt: 0)
          + String(format: "%8.3f s: %.1fx; processor time %.3f s: %.1fx (%d of %d files, %.1f of %.1f MB not lexed)",
                   part.seconds, parse.seconds / part.seconds, part.cpu, parse.cpu / part.cpu,
                   idle.paths.count, files.count, Double(idle.bytes) / 1e6, Double(bytes) / 1e6))
}

/// The files in which no default rule has work (no trigger word, no `listfix:` comment), with their bytes.
func filesWithoutWork(_ files: [(path: String, bytes: Int)]) -> (paths: [String], bytes: Int) {
    let engine = Engine(rules: RuleCatalog.all.filter(\.metadata.isDefault))
    var paths: [String] = [], total = 0
    for file in files {
        let bytes = [UInt8](FileManager.default.contents(atPath: file.path) ?? Data())
        let (lexed, watched) = engine.lexForDeclarations(bytes)
        if !engine.hasWork(in: lexed, declared: engine.scanDeclarations(lexed, watched: watched)) {
            paths.append(file.path)
            total += bytes.count
        }
    }
    return (paths, total)
}

/// A digest of what the first pass's lexer makes of each file: every token's kind and end,
/// each bracket's partner, the enclosing bracket of every token, and the watched tokens.
func tokenDigest(_ paths: [String]) -> (files: Int, tokens: Int, digest: UInt64) {
    let engine = Engine(rules: RuleCatalog.all)
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325, tokens = 0
    func mix(_ value: Int) { digest = (digest ^ UInt64(bitPattern: Int64(value))) &* 0x100_0000_01b3 }
    let files = swiftFiles(paths)
    for file in files {
        let bytes = [UInt8](FileManager.default.contents(atPath: file.path) ?? Data())
        let (lexed, watched) = engine.lexForDeclarations(bytes)
        mix(lexed.tokens.count)
        for k in 0..<lexed.tokens.count {
            let token = lexed.tokens[k]
            mix(Int(token.kind.rawValue)); mix(token.end)
            mix(lexed.tree.match(k) ?? -1); mix(lexed.tree.enclosing(k) ?? -1)
        }
        for w in watched { mix(Int(w)) }
        tokens += lexed.tokens.count
    }
    return (files.count, tokens, digest)
}

if options.tokenDigest {
    let (files, tokens, digest) = tokenDigest(options.real)
    print("\(files) files, \(tokens) tokens, digest \(String(digest, radix: 16))")
    exit(0)
}
if let megabytes = options.writeDense {
    _ = denseFile(megabytes: megabytes)
    exit(0)
}
if options.denseOnly {
    denseRows()
    exit(0)
}
if options.serverOnly {
    serverRow()
    exit(0)
}
let base = corpus(megabytes: options.megabytes, seed: 1)
if options.lexerOnly {
    print(String(format: "lexer + bracket tree: %.1f MB/s", lexerSpeed(base.path)))
    if !options.real.isEmpty {
        let files = swiftFiles(options.real).map { [UInt8](FileManager.default.contents(atPath: $0.path) ?? Data()) }
        print(String(format: "lexer + bracket tree, real code: %.1f MB/s", lexerSpeed(files: files)))
    }
    exit(0)
}
print("corpus: \(base.files) files, \(String(format: "%.1f", Double(base.bytes) / 1e6)) MB (\(base.path))")
print("listfix: \(listfix); best of \(options.runs) runs; peak = the process's maximum resident set")
print("")
print("measurement".padding(toLength: 44, withPad: " ", startingAt: 0) + "    wall       throughput       files/s      peak")
for jobs in [1, 2] {
    row("check, \(jobs) thread\(jobs == 1 ? "" : "s")", base.bytes, base.files, measure(["check", "--statistics", "-j", "\(jobs)", base.path]))
}
// The warm cache: a first run fills it, the measured ones find every file unchanged.
let cacheFolder = root.appendingPathComponent("cache").path
_ = measure(["check", "--statistics", "--cache-dir", cacheFolder, base.path])
row("check, warm cache, 2 threads", base.bytes, base.files, measure(["check", "--statistics", "-j", "2", "--cache-dir", cacheFolder, base.path]))
for jobs in [1, 2] {
    row("fix --dry-run, \(jobs) thread\(jobs == 1 ? "" : "s")", base.bytes, base.files,
        measure(["fix", "--dry-run", "--statistics", "-j", "\(jobs)", base.path]))
}
serverRow()
parserRatio("generated", [base.path])
if !options.real.isEmpty { parserRatio("real code", options.real) }
if !options.quick {
    let large = corpus(megabytes: options.megabytes * 5, seed: 2)
    row("check, 2 threads, \(options.megabytes * 5) MB corpus", large.bytes, large.files, measure(["check", "--statistics", "-j", "2", large.path]))
    let single = singleFile(megabytes: 50)
    row("check, one 50 MB file", single.bytes, 1, measure(["check", "--statistics", single.path]))
    row("fix --dry-run, one 50 MB file", single.bytes, 1, measure(["fix", "--dry-run", "--statistics", single.path]))
    denseRows()
    for name in ["one-line", "deep", "100k-foreach", "100k-foreach-unsafe"] {
        let file = pathological(name)
        row("check, \(name) (\(file.bytes / 1000) KB)", file.bytes, 1, measure(["check", "--statistics", file.path]))
        row("fix --dry-run, \(name)", file.bytes, 1, measure(["fix", "--dry-run", "--statistics", file.path]))
        row("check --format json, \(name)", file.bytes, 1, measure(["check", "--format", "json", file.path]))
    }
}
// In-process lexer figures last: they load whole corpora into this process.
func lexerRow(_ name: String, _ path: String) {
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0) + String(repeating: " ", count: 11)
          + String(format: "%9.1f MB/s", lexerSpeed(path)))
}
lexerRow("lexer + bracket tree (in process, 1 core)", base.path)
if !options.quick { lexerRow("lexer + bracket tree, one 50 MB file", singleFile(megabytes: 50).path) }
