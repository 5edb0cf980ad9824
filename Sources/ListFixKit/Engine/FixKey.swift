import SwiftTokens

/// A fix's identity in constant time, whatever its size: its message, edit count and first
/// and last edits. Findings that share one fix (one cached filter read by several rows) have
/// equal keys; confirm with `==`, which is immediate for fixes sharing their edits' storage.
struct FixKey: Hashable, Sendable {
    var message: String
    var count: Int
    var first: Edit?
    var last: Edit?

    init(_ fix: Fix) {
        message = fix.message
        count = fix.edits.count
        first = fix.edits.first
        last = fix.edits.last
    }
}

/// Values kept per fix, found again in constant time however many edits the fix has: what
/// many findings sharing one fix (one cached filter read by several rows) need computed once.
public struct FixTable<Value> {
    private var entries: [FixKey: (fix: Fix, value: Value)] = [:]

    public init() {}

    /// The value kept for `fix`; `==` confirms the key, at once for fixes sharing their edits.
    public subscript(_ fix: Fix) -> Value? {
        guard let entry = entries[FixKey(fix)], entry.fix == fix else { return nil }
        return entry.value
    }

    /// Keeps `value` for `fix` unless another fix already holds its key.
    public mutating func keep(_ value: Value, for fix: Fix) {
        let key = FixKey(fix)
        if entries[key] == nil { entries[key] = (fix, value) }
    }

    /// The value for `fix`, made and kept on first use.
    mutating func value(for fix: Fix, _ make: () -> Value) -> Value {
        if let known = self[fix] { return known }
        let value = make()
        keep(value, for: fix)
        return value
    }
}

/// Identifies a fix by its rule and the text it replaces, so a dropped fix is not retried.
struct FixSignature: Hashable {
    var rule: String
    var parts: [String]

    init(_ finding: Finding, in file: SourceFile) {
        rule = finding.rule
        parts = finding.fix.map { FixSignature.parts(of: $0, in: file) } ?? []
    }

    /// The signature of `finding` in `file`, its fix's part taken from `table` when another
    /// finding with the same fix was signed already.
    init(_ finding: Finding, in file: SourceFile, table: inout FixTable<[String]>) {
        rule = finding.rule
        parts = finding.fix.map { fix in table.value(for: fix) { FixSignature.parts(of: fix, in: file) } } ?? []
    }

    static func parts(of fix: Fix, in file: SourceFile) -> [String] {
        fix.edits.flatMap { [file.text($0.range), $0.replacement] }
    }
}
