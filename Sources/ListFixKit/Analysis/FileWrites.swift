import SwiftTokens

/// The member names one file writes (`AssignedNames`, from its own declaration scan). A `private`
/// or `fileprivate` property can only be written in its own file, so these, not the project's
/// writes of any member of that name, say whether it changes.
final class FileWrites: FileAnalysis {
    private let declared: FileDeclarations

    init(_ context: RuleContext) {
        declared = DeclarationScanner.scan(context.file)
    }

    /// Whether the file writes `name` in a way that can move its elements (not an append or an
    /// element replaced in place).
    func isRewritten(_ name: String) -> Bool {
        let hash = NameHash.of(Array(name.utf8)[...])
        return declared.assignedNames.contains(hash) || declared.bareAssignments.contains { $0.name == hash }
    }

    /// Whether the file writes `name` at all.
    func isAssigned(_ name: String) -> Bool {
        isRewritten(name) || declared.appendedNames.contains(NameHash.of(Array(name.utf8)[...]))
    }
}
