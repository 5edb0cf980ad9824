import ListFixKit
import ListFixProject

/// Open documents: their text kept in step with the editor, and checked inside their project.
extension LanguageServer {
    /// Text larger than this is not checked as it is typed: `listfix check` reads it.
    static let largestChecked = 16 << 20

    mutating func didOpen(_ params: JSON) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
        documents[uri] = OpenDocument(uri: uri, version: item["version"]?.int ?? 0, text: text, encoding: encoding)
        check(uri)
    }

    mutating func didChange(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri] else { return }
        documents[uri] = nil
        for change in params["contentChanges"]?.array ?? [] where !document.apply(change) {
            log("ignored a malformed change to \(uri)", type: 2)
        }
        document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
        document.due = Clock.milliseconds() + debounce
        documents[uri] = document
    }

    mutating func didSave(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil else { return }
        check(uri)
    }

    mutating func didClose(_ params: JSON) {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents.removeValue(forKey: uri) else { return }
        notify("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
        // The project reads the file as it is on disk again.
        if let path = document.path { fileChangedOnDisk(path) }
    }

    /// Settings files and Swift files changed outside the editor's open buffers.
    mutating func didChangeWatchedFiles(_ params: JSON) {
        var settingsChanged = false
        for change in params["changes"]?.array ?? [] {
            guard let uri = change["uri"]?.string, let path = FileURI.path(of: uri) else { continue }
            if path.hasSuffix("/.listfix.toml") {
                settingsChanged = true
            } else if path.hasSuffix(".swift"), !documents.values.contains(where: { $0.path == path }) {
                fileChangedOnDisk(path)
            }
        }
        guard settingsChanged else { return }
        projects = []
        brokenSettings = [:]
        for uri in documents.keys.sorted() { check(uri) }
    }

    /// Runs the checks whose quiet time has passed.
    mutating func checkDueDocuments() {
        let now = Clock.milliseconds()
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) where document.due.map({ $0 <= now }) == true {
            check(uri)
        }
    }

    /// Checks an open document now and publishes its diagnostics; when its declarations changed,
    /// also the open documents of its project whose rules read what changed.
    mutating func check(_ uri: String) {
        guard var document = documents[uri] else { return }
        document.due = nil
        documents[uri] = document
        guard let path = document.path else { return }
        guard document.bytes.count <= LanguageServer.largestChecked else {
            refuse(uri, "\(path) is larger than \(LanguageServer.largestChecked >> 20) MiB; `listfix check` reads it, the server does not as you type")
            return
        }
        guard let p = project(for: path) else {
            publish(uri, [])
            return
        }
        let changed = projects[p].update(path, bytes: document.bytes)
        let result = projects[p].check(path, bytes: document.bytes)
        if let reason = result.refused {
            refuse(uri, "\(path) \(reason)")
            return
        }
        for problem in result.problems { log("\(path): \(problem)", type: 2) }
        document.findings = result.findings
        document.checkedBytes = document.bytes
        document.reads = result.reads
        documents[uri] = document
        publish(uri, diagnostics(of: document, in: projects[p]))
        if changed { checkReaders(of: p, except: uri) }
    }

    /// The open documents of project `p` whose last check read an answer the index now gives otherwise.
    private mutating func checkReaders(of p: Int, except uri: String) {
        for (other, document) in documents.sorted(by: { $0.key < $1.key }) where other != uri && document.due == nil {
            guard let path = document.path, projects[p].contains(path), let reads = document.reads else { continue }
            if !projects[p].stillAnswers(reads, for: path) { check(other) }
        }
    }

    /// A file on disk changed (saved elsewhere, created, deleted): the project reads it again,
    /// and open documents that read what changed are checked again.
    mutating func fileChangedOnDisk(_ path: String) {
        guard let p = projects.firstIndex(where: { $0.contains(path) || $0.isBeside(path) }) else { return }
        let bytes = (try? EditorFiles.read(path)) ?? []
        if projects[p].update(path, bytes: bytes) { checkReaders(of: p, except: "") }
    }

    /// The project holding `path`, read now if no project read holds it; nil when its settings
    /// cannot be read (said once, as a message the user sees).
    private mutating func project(for path: String) -> Int? {
        if let p = projects.firstIndex(where: { $0.contains(path) }) ?? projects.firstIndex(where: { $0.isBeside(path) }) { return p }
        if brokenSettings[path] != nil { return nil }
        do {
            projects.append(try EditorProject(for: path))
            return projects.count - 1
        } catch {
            let text = EditorFiles.describe(error)
            brokenSettings[path] = text
            show("listfix: \(text); fix the settings file and save it, and listfix checks again", type: 1)
            return nil
        }
    }

    private mutating func refuse(_ uri: String, _ why: String) {
        if documents[uri]?.findings.isEmpty == false || documents[uri]?.checkedBytes.isEmpty == false {
            documents[uri]?.findings = []
            documents[uri]?.checkedBytes = []
        }
        log(why, type: 2)
        publish(uri, [])
    }

    func publish(_ uri: String, _ diagnostics: [JSON]) {
        var params: [(String, JSON)] = [("uri", .string(uri))]
        if let version = documents[uri]?.version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        notify("textDocument/publishDiagnostics", .object(params))
    }
}
