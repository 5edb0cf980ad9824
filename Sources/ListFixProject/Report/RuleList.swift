import ListFixKit

/// `listfix rules [ID]`: one rule's catalog page, or every rule on a line (or as JSON).
package enum RuleList {
    package static func text(_ id: String?, format: Options.Format) -> String {
        if let id { return RuleDocumentation.text[id] ?? "" }
        if format == .json {
            let rules = RuleCatalog.all.map { rule in
                let m = rule.metadata
                return "{\"id\":\(Report.quote(m.id)),\"summary\":\(Report.quote(m.summary)),\"level\":\(Report.quote(m.level.rawValue)),"
                    + "\"default\":\(m.isDefault),\"fix_safety\":\(Report.quote(m.fixSafety.rawValue)),\"page\":\(Report.quote(RuleDocumentation.text[m.id] ?? ""))}"
            }
            return "[" + rules.joined(separator: ",\n") + "]\n"
        }
        let width = RuleCatalog.all.map(\.metadata.id.count).max() ?? 0
        var out = ""
        for rule in RuleCatalog.all {
            let m = rule.metadata
            let padded = m.id + String(repeating: " ", count: width - m.id.count)
            let selection = m.isDefault ? "default" : "opt-in "
            let level = m.level.rawValue + String(repeating: " ", count: 7 - m.level.rawValue.count)
            out += "\(padded)  \(selection)  \(level)  [\(m.fixSafety.rawValue)]  \(m.summary)\n"
        }
        return out
    }
}
