import SwiftTokens

/// `ForEach(X.enumerated(), id: \.offset)` keys rows by position; the fix keys them by `\.element.id`.
public struct OffsetID: Rule {
    public let metadata = RuleMetadata(
        id: "offset-id",
        summary: "Rows keyed by `\\.offset` get position identity; key them by `\\.element.id`",
        fixSafety: .sometimes,
        triggers: ["offset"])

    public init() {}

    public func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let resolver = TypeResolver(context)
        var out: [Finding] = []
        for call in context.calls where call.kind != .table {
            guard let id = call.id, let idFirst = id.valueFirst, let idLast = id.valueLast,
                  idLast == idFirst + 2, file.tokens[idFirst].kind == .backslash, file.tokens[idFirst + 1].kind == .period,
                  file.isIdentifier(idLast, "offset"),
                  let (first, last) = call.dataTokens(file), let data = EnumeratedData.parse(file, first, last) else { continue }
            let base = file.text(tokens: data.baseFirst, through: data.baseLast)
            let message = "`\(call.kind.rawValue)` keyed by `\\.offset` ties each row's identity to its position: inserting, "
                + "removing or reordering \(base) resets row state and animates the wrong rows"
            let edit = Edit(range: file.tokens[idLast].range, replacement: "element.id")
            let fixMessage = "Key rows by `\\.element.id`"
            let element = data.basePath.flatMap { resolver.elementType(of: $0) }
            let range = file.tokens[idFirst].start..<file.tokens[idLast].end
            switch element.map({ resolver.identity(of: $0) }) {
            case .identifiable?, .hasID?:
                out.append(Finding(rule: metadata.id, range: range, message: message,
                                   fix: Fix(message: fixMessage, edits: [edit], applicability: .safe)))
            case .noID?:
                out.append(Finding(rule: metadata.id, range: range, message: message + "; no automatic fix: "
                    + TypeResolver.noIDReason(element!)))
            case .unknown?, nil:
                let reason = element.map { "whether `\($0)` has an `id` is unknown" } ?? "the element type of `\(base)` is unknown"
                out.append(Finding(rule: metadata.id, range: range, message: message,
                                   fix: Fix(message: fixMessage, edits: [edit], applicability: .unsafe(reason: reason))))
            }
        }
        return out
    }
}
