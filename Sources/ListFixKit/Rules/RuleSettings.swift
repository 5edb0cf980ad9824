/// The rule settings a project keeps in `.listfix.toml` (a `[rule-id]` table per rule).
public struct RuleSettings: Sendable, Equatable {
    /// `[unary-row] wrap-constant-branches`: also wrap `if`/`else` and `switch` rows whose
    /// branches make one view each (the team's style; SwiftUI's count is already constant).
    public var wrapsConstantBranches = false

    public init(wrapsConstantBranches: Bool = false) {
        self.wrapsConstantBranches = wrapsConstantBranches
    }
}

/// A rule that takes settings: the catalog holds it with the defaults.
protocol ConfigurableRule: Rule {
    /// The rule as `settings` configure it.
    func configured(_ settings: RuleSettings) -> any Rule
}

extension RuleCatalog {
    /// Every rule, configured by `settings`.
    public static func all(_ settings: RuleSettings) -> [any Rule] {
        // The catalog's rules have the defaults; the cast looks each rule's type up in every
        // conformance the program has, which cost a warm run a tenth of its time.
        if settings == RuleSettings() { return all }
        return all.map { rule in (rule as? any ConfigurableRule)?.configured(settings) ?? rule }
    }
}
