import Foundation
import ListFixCorpus
#if canImport(Glibc)
import Glibc
#endif

/// `listfix server` answering edits: a package of generated code with one 2,000-line view file
/// open, each change timed from the moment it is written to the server until the diagnostics
/// of that version come back (no debounce: the server's own work).
struct ServerBench {
    let project: URL
    let file: URL

    /// The package (about 2 MB of generated files) and its 2,000-line file, made once.
    static func make() -> ServerBench {
        let project = root.appendingPathComponent("server-project")
        let file = project.appendingPathComponent("Sources/App/Big/BigView.swift")
        let stamp = project.appendingPathComponent(".complete")
        if !FileManager.default.fileExists(atPath: stamp.path) {
            try? FileManager.default.removeItem(at: project)
            var generator = CorpusGenerator(seed: 3)
            generator.forEachFile(totalBytes: 2_000_000) { relative, text in
                let url = project.appendingPathComponent("Sources/App").appendingPathComponent(relative)
                try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try! Data(text.utf8).write(to: url)
            }
            try! Data("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", platforms: [.iOS(.v17)], targets: [.target(name: \"App\")])\n".utf8)
                .write(to: project.appendingPathComponent("Package.swift"))
            var lines: [Substring] = ["import SwiftUI", "import Foundation"]
            while lines.count < 2_000 {
                lines += generator.file().split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
            }
            try! FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data((lines.prefix(2_000).joined(separator: "\n") + "\n").utf8).write(to: file)
            _ = FileManager.default.createFile(atPath: stamp.path, contents: Data())
        }
        return ServerBench(project: project, file: file)
    }

    /// Opens the file, then makes `changes` edits of each kind: a comment line typed in the
    /// middle of the file and taken out again, and a property added at its end and taken out
    /// (which changes what the file declares: the package's index is joined again). The time to
    /// the first diagnostics, and each edit's.
    func run(changes: Int) -> (open: Double, edits: [Double], declaring: [Double], findings: Int) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: listfix)
        process.arguments = ["server"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try! process.run()
        var client = Client(write: input.fileHandleForWriting.fileDescriptor, read: output.fileHandleForReading.fileDescriptor)
        client.send(["jsonrpc": "2.0", "id": 1, "method": "initialize",
                     "params": ["processId": NSNull(), "rootUri": project.absoluteString, "capabilities": [String: Any](),
                                "initializationOptions": ["debounceMilliseconds": 0]]])
        _ = client.wait { $0["id"] as? Int == 1 }
        client.send(["jsonrpc": "2.0", "method": "initialized", "params": [String: Any]()])
        let uri = file.absoluteString
        let text = try! String(contentsOf: file, encoding: .utf8)
        var start = DispatchTime.now().uptimeNanoseconds
        client.send(["jsonrpc": "2.0", "method": "textDocument/didOpen",
                     "params": ["textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text]]])
        let opened = client.diagnostics(uri: uri, version: 1)
        let open = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        var edits: [Double] = [], declaring: [Double] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        for k in 0..<(2 * changes) {
            let version = k + 2
            // Typed at line 1,000 (or after the last line), then taken out.
            let line = k / 2 % 2 == 0 ? 1000 : lines
            let range: [String: Any] = k % 2 == 0
                ? ["start": ["line": line, "character": 0], "end": ["line": line, "character": 0]]
                : ["start": ["line": line, "character": 0], "end": ["line": line + 1, "character": 0]]
            let typed = line == 1000 ? "// an edit\n" : "extension BigEditedView { var edited: Int { \(k) } }\n"
            let change: [String: Any] = ["range": range, "text": k % 2 == 0 ? typed : ""]
            start = DispatchTime.now().uptimeNanoseconds
            client.send(["jsonrpc": "2.0", "method": "textDocument/didChange",
                         "params": ["textDocument": ["uri": uri, "version": version], "contentChanges": [change]]])
            _ = client.diagnostics(uri: uri, version: version)
            let ms = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            if line == 1000 { edits.append(ms) } else { declaring.append(ms) }
        }
        client.send(["jsonrpc": "2.0", "id": 2, "method": "shutdown"])
        _ = client.wait { $0["id"] as? Int == 2 }
        client.send(["jsonrpc": "2.0", "method": "exit"])
        process.waitUntilExit()
        return (open, edits, declaring, opened)
    }

    /// The protocol's framing over two pipes, with Foundation's JSON.
    struct Client {
        let write: Int32
        let read: Int32
        var buffer: [UInt8] = []

        func send(_ message: [String: Any]) {
            let body = try! JSONSerialization.data(withJSONObject: message)
            let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + [UInt8](body)
            var sent = 0
            while sent < bytes.count {
                let n = bytes.withUnsafeBytes { Glibc.write(write, $0.baseAddress! + sent, bytes.count - sent) }
                guard n > 0 else { fatalError("the server closed its input") }
                sent += n
            }
        }

        mutating func next() -> [String: Any] {
            while true {
                if let end = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
                    let header = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
                    let length = Int(header.split(separator: ":").last!.trimmingCharacters(in: .whitespaces))!
                    if buffer.count >= end.upperBound + length {
                        let body = Data(buffer[end.upperBound..<end.upperBound + length])
                        buffer.removeFirst(end.upperBound + length)
                        return try! JSONSerialization.jsonObject(with: body) as! [String: Any]
                    }
                }
                var chunk = [UInt8](repeating: 0, count: 1 << 16)
                let n = chunk.withUnsafeMutableBytes { Glibc.read(read, $0.baseAddress, 1 << 16) }
                guard n > 0 else { fatalError("the server closed its output") }
                buffer += chunk[0..<n]
            }
        }

        mutating func wait(for matches: ([String: Any]) -> Bool) -> [String: Any] {
            while true {
                let message = next()
                if matches(message) { return message }
            }
        }

        /// The number of diagnostics published for `uri` at `version`.
        mutating func diagnostics(uri: String, version: Int) -> Int {
            let message = wait { m in
                guard m["method"] as? String == "textDocument/publishDiagnostics", let p = m["params"] as? [String: Any] else { return false }
                return p["uri"] as? String == uri && p["version"] as? Int == version
            }
            return ((message["params"] as! [String: Any])["diagnostics"] as! [Any]).count
        }
    }
}

/// The benchmark's row: the median and slowest edit.
func serverRow() {
    let bench = ServerBench.make()
    let lines = (try! String(contentsOf: bench.file, encoding: .utf8)).split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let files = FileManager.default.enumerator(atPath: bench.project.path)!.allObjects.count { ($0 as! String).hasSuffix(".swift") }
    let result = bench.run(changes: 200)
    print("")
    print("listfix server: a change to a \(lines)-line file (\(result.findings) findings) in a package of \(files) files")
    print("  first diagnostics after opening (reads the package)".padding(toLength: 82, withPad: " ", startingAt: 0) + String(format: "%6.1f ms", result.open))
    for (name, times) in [("a change inside a body", result.edits), ("a change to its declarations", result.declaring)] {
        let sorted = times.sorted()
        print("  \(name), warm: median, 90th percentile, slowest of \(sorted.count)".padding(toLength: 82, withPad: " ", startingAt: 0)
              + String(format: "%6.1f, %.1f, %.1f ms", sorted[sorted.count / 2], sorted[sorted.count * 9 / 10], sorted.last!))
    }
}
