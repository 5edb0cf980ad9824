import ListFixKit
import ListFixProject

/// A document the client has open: its text as the editor holds it, saved or not.
struct OpenDocument {
    let uri: String
    /// Nil for a buffer that is no file (`untitled:`): no project or settings to check it in, so
    /// its diagnostics are empty.
    let path: String?
    var version: Int
    private(set) var bytes: [UInt8]
    private(set) var lines: TextLines
    /// The findings last published, of the text as it was then, and what they rest on.
    var findings: [ReportedFinding] = []
    var checkedBytes: [UInt8] = []
    var reads: EditorReads?
    /// When a check is due (milliseconds on the server's clock); nil when none is.
    var due: Int64?

    init(uri: String, version: Int, text: String, encoding: PositionEncoding) {
        self.uri = uri
        path = FileURI.path(of: uri)
        self.version = version
        bytes = Array(text.utf8)
        lines = TextLines(bytes, encoding: encoding)
    }

    /// Applies one `contentChanges` entry: a range and its new text, or the whole text.
    /// False when the change is malformed (the text stays as it was).
    mutating func apply(_ change: JSON) -> Bool {
        guard let text = change["text"]?.string else { return false }
        if let range = change["range"] {
            guard let from = Position(range["start"]), let to = Position(range["end"]) else { return false }
            let a = lines.offset(of: from, in: bytes), b = lines.offset(of: to, in: bytes)
            guard a <= b else { return false }
            bytes.replaceSubrange(a..<b, with: Array(text.utf8))
        } else {
            bytes = Array(text.utf8)
        }
        lines = TextLines(bytes, encoding: lines.encoding)
        return true
    }

    /// The protocol range of bytes `range` of the current text.
    func range(_ range: Range<Int>) -> JSON {
        .object([("start", lines.position(of: range.lowerBound, in: bytes).json), ("end", lines.position(of: range.upperBound, in: bytes).json)])
    }
}
