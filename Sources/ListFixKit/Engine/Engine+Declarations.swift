import SwiftTokens

extension Engine {
    /// The file's declarations, with the rules' trigger words found in the same walk over its
    /// tokens: the first pass reads every token once, not once for each.
    public func scanDeclarations(_ file: SourceFile) -> FileDeclarations {
        DeclarationScanner.scan(file, properties: true, triggers: triggers, facts: facts)
    }
}
