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
        // The changes apply one after another: past one that cannot be applied, the rest would
        // land on text the editor no longer has.
        for change in params["contentChanges"]?.array ?? [] where !document.apply(change) {
            log("a change to \(uri) could not be applied; the changes after it were dropped (close and reopen the file to resync)", type: 2)
            break
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
            // Settings and targets: every project is read again with them.
            if path.hasSuffix("/.listfix.toml") || path.hasSuffix("/Package.swift") || path.hasSuffix("/.swift-version")
                || path.hasSuffix("/project.pbxproj") || path.hasSuffix("/project.yml") || path.hasSuffix(".xcconfig") {
                settingsChanged = true
            } else if path.hasSuffix(".swift"), !documents.values.contains(where: { $0.path == path }) {
                fileChangedOnDisk(path)
            }
        }
        guard settingsChanged else { return }
        projects = []
        brokenSettings = []
        settingsByFolder = [:]
        for uri in documents.keys.sorted() { check(uri) }
    }

    /// Runs the checks whose quiet time has passed.
    mutating func checkDueDocuments() {
        let now = Clock.milliseconds()
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) where document.due.map({ $0 <= now }) == true {
            check(uri)
        }
    }

    /// Checks an open document now and publishes its diagnostics; when that changes what its
    /// projects declare, the open documents whose rules read what changed are checked too. Each
    /// document once per round: two buffers of one file would otherwise check each other forever.
    mutating func check(_ uri: String) {
        var queue = [uri]
        var done: Set<String> = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard done.insert(next).inserted else { continue }
            for project in checkOne(next) { queue += readers(in: project, except: done) }
        }
    }

    /// Checks one document; the projects whose declarations its text changed.
    private mutating func checkOne(_ uri: String) -> [Int] {
        guard var document = documents[uri] else { return [] }
        document.due = nil
        documents[uri] = document
        guard let path = document.path else {
            // An `untitled:` buffer has no folder, so no project or settings to check it in.
            publish(uri, [])
            return []
        }
        guard document.bytes.count <= LanguageServer.largestChecked else {
            refuse(uri, "\(path) is larger than \(LanguageServer.largestChecked >> 20) MiB; `listfix check` reads it, the server does not as you type")
            return []
        }
        guard let p = project(for: path) else {
            publish(uri, [])
            return []
        }
        // Every project that reads the file (an app and a package inside it both may) takes the text.
        var changed: [Int] = []
        for q in projects.indices where q == p || projects[q].contains(path) {
            if projects[q].update(path, bytes: document.bytes) { changed.append(q) }
        }
        let result = projects[p].check(path, bytes: document.bytes)
        if let reason = result.refused {
            refuse(uri, "\(path) \(reason)")
            return changed
        }
        for problem in result.problems { log("\(path): \(problem)", type: 2) }
        document.findings = result.findings
        document.checkedBytes = document.bytes
        document.reads = result.reads
        documents[uri] = document
        publish(uri, diagnostics(of: document, in: projects[p]))
        return changed
    }

    /// The open documents of project `p`, not in `done`, whose last check read an answer the
    /// index now gives otherwise.
    private func readers(in p: Int, except done: Set<String>) -> [String] {
        documents.sorted(by: { $0.key < $1.key }).compactMap { uri, document in
            guard !done.contains(uri), document.due == nil, let path = document.path, projects[p].contains(path),
                  let reads = document.reads, !projects[p].stillAnswers(reads, for: path) else { return nil }
            return uri
        }
    }

    /// A file on disk changed (saved elsewhere, created, deleted): every project that holds it
    /// reads it again, and the open documents that read what changed are checked again.
    mutating func fileChangedOnDisk(_ path: String) {
        let settings = settingsFile(for: path)
        let bytes = (try? EditorFiles.read(path)) ?? []
        var stale: [String] = []
        for q in projects.indices where projects[q].holds(path, settings: settings) {
            if projects[q].update(path, bytes: bytes) { stale += readers(in: q, except: []) }
        }
        for uri in Set(stale).sorted() { check(uri) }
    }

    /// The project holding `path`, read now if no project read holds it; nil when its settings
    /// cannot be read (said once per problem, as a message the user sees).
    private mutating func project(for path: String) -> Int? {
        let settings = settingsFile(for: path)
        if let p = projects.firstIndex(where: { $0.contains(path) && $0.settingsFile == settings })
            ?? projects.firstIndex(where: { $0.holds(path, settings: settings) }) { return p }
        do {
            projects.append(try EditorProject(for: path))
            return projects.count - 1
        } catch {
            let text = EditorFiles.describe(error)
            if brokenSettings.insert(text).inserted {
                show("listfix: \(text); fix the settings file and save it, and listfix checks again", type: 1)
            }
            return nil
        }
    }

    /// The nearest settings file of `path`, remembered per folder until a settings file changes.
    private mutating func settingsFile(for path: String) -> String? {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if let known = settingsByFolder[folder] { return known }
        let found = EditorProject.settingsFile(for: path)
        settingsByFolder[folder] = .some(found)
        return found
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
