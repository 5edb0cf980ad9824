/// A finding named by its rule and where it starts in the original file: how a choice made on
/// `check`'s findings finds them again in `fix`'s passes (`Engine.selection`).
public struct FindingKey: Hashable, Sendable {
    public var rule: String
    public var offset: Int

    init(rule: String, offset: Int) {
        self.rule = rule
        self.offset = offset
    }

    public init(_ finding: ReportedFinding) { self.init(rule: finding.rule, offset: finding.range.lowerBound) }

    init(_ finding: Finding, map: OffsetMap) { self.init(rule: finding.rule, offset: map.original(finding.range.lowerBound)) }
}
