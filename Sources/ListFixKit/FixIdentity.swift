import SwiftTokens

/// A fix's identity in constant time, whatever its size: its message, edit count and first
/// and last edits. Findings that share one fix (one cached filter read by several rows) have
/// equal keys; confirm with `==`, which is immediate for fixes sharing their edits' storage.
public struct FixKey: Hashable, Sendable {
    var message: String
    var count: Int
    var first: Edit?
    var last: Edit?

    public init(_ fix: Fix) {
        message = fix.message
        count = fix.edits.count
        first = fix.edits.first
        last = fix.edits.last
    }
}



/// Fixes mapped back to original offsets, each once: findings that share a fix share the
/// mapped one too, so many findings of one big fix cost one mapping, not one each.
struct MappedFixes {
    private var done: [FixKey: (fix: Fix, mapped: Fix?)] = [:]

    mutating func original(of fix: Fix, through map: OffsetMap) -> Fix? {
        let key = FixKey(fix)
        if let known = done[key], known.fix == fix { return known.mapped }
        var mapped: Fix? = fix
        if let edits = map.originalEdits(fix.edits) { mapped!.edits = edits } else { mapped = nil }
        if done[key] == nil { done[key] = (fix, mapped) }
        return mapped
    }
}

/// Identifies a fix by its rule and the text it replaces, so a dropped fix is not retried.
struct FixSignature: Hashable {
    var rule: String
    var parts: [String]

    init(_ finding: Finding, in file: SourceFile) {
        rule = finding.rule
        parts = finding.fix?.edits.flatMap { [file.text($0.range), $0.replacement] } ?? []
    }
}

/// The signatures of one text's findings, each fix's built once: findings that share a fix
/// share its signature, so checking many of them against rejected fixes stays linear.
struct FixSignatures {
    let file: SourceFile
    private var done: [FixKey: (rule: String, fix: Fix, signature: FixSignature)] = [:]

    init(_ file: SourceFile) { self.file = file }

    mutating func of(_ finding: Finding) -> FixSignature {
        guard let fix = finding.fix else { return FixSignature(finding, in: file) }
        let key = FixKey(fix)
        if let known = done[key], known.rule == finding.rule, known.fix == fix { return known.signature }
        let signature = FixSignature(finding, in: file)
        if done[key] == nil { done[key] = (finding.rule, fix, signature) }
        return signature
    }
}
