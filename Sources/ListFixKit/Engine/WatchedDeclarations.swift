import SwiftTokens

extension Engine {
    /// `bytes` lexed for the first pass, with the tokens its declaration scan reads listed.
    public func lexForDeclarations(_ bytes: [UInt8]) -> (file: SourceFile, watched: [Int32]) {
        SourceFile.lexed(bytes, watching: triggers.watch)
    }

    /// `scanDeclarations(_:)` of a file from `lexForDeclarations`, visiting only the `watched`
    /// tokens: the same declarations, without a walk over every token.
    public func scanDeclarations(_ file: SourceFile, watched: [Int32]) -> FileDeclarations {
        DeclarationScanner.scan(file, properties: true, triggers: triggers, watched: watched, facts: facts)
    }
}
