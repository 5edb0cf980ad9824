import ListFixProject

/// A JSON value, as the Language Server Protocol's messages carry them.
enum JSON: Equatable, Sendable {
    case null
    case bool(Bool)
    /// As written: a request's `id` goes back exactly as it came, whatever its size.
    case number(String)
    case string(String)
    case array([JSON])
    /// Members in the order written: a message's fields print in the order they were made.
    case object([(String, JSON)])

    static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y || (Double(x) != nil && Double(x) == Double(y))
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var int: Int? {
        guard case .number(let text) = self else { return nil }
        if let n = Int(text) { return n }
        guard let d = Double(text), d.rounded() == d, abs(d) < 1e15 else { return nil }
        return Int(d)
    }
    var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    var array: [JSON]? { if case .array(let a) = self { return a } else { return nil } }

    static func int(_ n: Int) -> JSON { .number(String(n)) }

    /// The value written compactly, as UTF-8.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    private func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let b): out += Array((b ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (k, item) in items.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (k, (key, value)) in members.enumerated() {
                if k > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// A string as JSON, escaped as listfix's reports escape it.
    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out += Array(Report.quote(s).utf8)
    }
}
