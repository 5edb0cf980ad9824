#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ListFixKit
import ListFixProject

/// `listfix server`: a language server over standard input and output. One thread reads a
/// message, answers it, and runs the checks that are due; a change is checked once the client
/// has been quiet for `debounce` milliseconds.
public struct LanguageServer {
    var stream: MessageStream
    var encoding = PositionEncoding.utf16
    var documents: [String: OpenDocument] = [:]
    var projects: [EditorProject] = []
    /// What was wrong with settings that could not be read: each said once, until settings change.
    var brokenSettings: Set<String> = []
    /// The nearest settings file of each folder a document is in.
    var settingsByFolder: [String: String?] = [:]
    var debounce: Int64 = 150
    var initialized = false
    var shutdownRequested = false
    var pages: RulePageFiles?
    var pageLinks: [String: String?] = [:]
    var nextRequestID = 1
    /// Whether the client takes `relatedInformation` on diagnostics.
    var relatedInformation = true
    /// Whether the client lets the server register for changes to files on disk.
    var registersWatchers = false

    public init(input: Int32 = 0, output: Int32 = 1) {
        stream = MessageStream(input: input, output: output)
    }

    /// Serves until the client says `exit` or closes the stream; the exit status the protocol
    /// asks for (0 after `shutdown`, 1 otherwise).
    public mutating func run() -> Int32 {
        while true {
            let due = documents.values.compactMap(\.due).min()
            let wait = due.map { Int32(clamping: max(0, $0 - Clock.milliseconds())) } ?? -1
            switch stream.next(timeout: wait) {
            case .message(let bytes):
                if let status = handle(bytes) { return status }
            case .badHeader(let why):
                log("skipped \(why)", type: 1)
            case .timedOut:
                break
            case .closed:
                return shutdownRequested ? 0 : 1
            }
            checkDueDocuments()
        }
    }

    // MARK: messages

    /// Answers one message; the exit status once the client says `exit`.
    mutating func handle(_ bytes: [UInt8]) -> Int32? {
        let message: JSON
        do {
            message = try JSONParser.parse(bytes)
        } catch {
            respond(to: .null, error: -32700, "parse error at byte \(error.offset): \(error.reason)")
            return nil
        }
        guard case .object = message, let method = message["method"]?.string else {
            // A response to a request of ours (a registration): nothing waits on it.
            if message["id"] != nil && (message["result"] != nil || message["error"] != nil) { return nil }
            respond(to: message["id"] ?? .null, error: -32600, "not a request or notification")
            return nil
        }
        let id = message["id"]
        let params = message["params"] ?? .null
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        guard initialized || method == "initialize" else {
            if let id { respond(to: id, error: -32002, "the server is not initialized") }
            return nil
        }
        guard !shutdownRequested else {
            if let id { respond(to: id, error: -32600, "the server is shutting down") }
            return nil
        }
        switch method {
        case "initialize":
            if initialized {
                respond(to: id ?? .null, error: -32600, "the server is initialized already")
            } else {
                respond(to: id ?? .null, result: initialize(params))
            }
        case "initialized": registerWatchers(params)
        case "shutdown":
            shutdownRequested = true
            respond(to: id ?? .null, result: .null)
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "textDocument/codeAction":
            guard let id else { return nil }
            if let actions = codeActions(params) { respond(to: id, result: actions) } else {
                respond(to: id, error: -32602, "textDocument/codeAction needs an open document and a range")
            }
        default:
            // Requests the server does not know get an error; notifications are dropped.
            if let id, !method.hasPrefix("$/") { respond(to: id, error: -32601, "listfix does not serve \(method)") }
        }
        return nil
    }

    private mutating func initialize(_ params: JSON) -> JSON {
        initialized = true
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.contains("utf-8") ? .utf8 : .utf16
        if let ms = params["initializationOptions"]?["debounceMilliseconds"]?.int, ms >= 0 { debounce = Int64(ms) }
        registersWatchers = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        if let related = params["capabilities"]?["textDocument"]?["publishDiagnostics"]?["relatedInformation"]?.bool {
            relatedInformation = related
        }
        let sync: JSON = .object([("openClose", .bool(true)), ("change", .int(2)), ("save", .object([("includeText", .bool(false))]))])
        let actions: JSON = .object([("codeActionKinds", .array([.string("quickfix"), .string(LanguageServer.fixAllKind)])),
                                     ("resolveProvider", .bool(false))])
        return .object([
            ("capabilities", .object([("positionEncoding", .string(encoding.rawValue)), ("textDocumentSync", sync),
                                      ("codeActionProvider", actions)])),
            ("serverInfo", .object([("name", .string("listfix")), ("version", .string(ToolVersion.number))])),
        ])
    }

    static let fixAllKind = "source.fixAll.listfix"

    /// Settings, targets (a package's manifest and platforms, `.swift-version`, an Xcode project's or
    /// an XcodeGen spec's deployment targets, and the `.xcconfig` files a spec names) and sources:
    /// what a check reads from disk.
    static let watchedFiles = ["**/.listfix.toml", "**/Package.swift", "**/.swift-version", "**/project.pbxproj", "**/project.yml",
                               "**/*.xcconfig", "**/*.swift"]

    /// Asks the client to tell of changes to settings files and Swift files on disk, when it
    /// lets servers register for them.
    private mutating func registerWatchers(_ params: JSON) {
        guard registersWatchers else { return }
        let watchers: JSON = .array(LanguageServer.watchedFiles.map { .object([("globPattern", .string($0))]) })
        let registration: JSON = .object([("id", .string("listfix-watched-files")), ("method", .string("workspace/didChangeWatchedFiles")),
                                          ("registerOptions", .object([("watchers", watchers)]))])
        send(.object([("jsonrpc", .string("2.0")), ("id", .int(nextRequestID)), ("method", .string("client/registerCapability")),
                      ("params", .object([("registrations", .array([registration]))]))]))
        nextRequestID += 1
    }

    // MARK: sending

    func send(_ message: JSON) { stream.send(message) }

    func respond(to id: JSON, result: JSON) {
        send(.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)]))
    }

    func respond(to id: JSON, error code: Int, _ text: String) {
        send(.object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object([("code", .int(code)), ("message", .string(text))]))]))
    }

    func notify(_ method: String, _ params: JSON) {
        send(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
    }

    /// `window/showMessage`: something the user must act on (1 error, 2 warning).
    func show(_ text: String, type: Int) {
        notify("window/showMessage", .object([("type", .int(type)), ("message", .string(text))]))
    }

    /// `window/logMessage`, for the client's log.
    func log(_ text: String, type: Int = 3) {
        notify("window/logMessage", .object([("type", .int(type)), ("message", .string("listfix: " + text))]))
    }
}

/// Milliseconds on a monotonic clock.
enum Clock {
    static func milliseconds() -> Int64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Int64(t.tv_sec) * 1000 + Int64(t.tv_nsec) / 1_000_000
    }
}
