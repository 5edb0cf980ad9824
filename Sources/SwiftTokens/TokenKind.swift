/// What a token is. Contextual words (`some`, `get`, `set`, `willSet`, `didSet`, `mutating`,
/// `consuming`, `borrowing`, `consume`, `each`, `any`, `async`, `nonisolated`, ...) and `_`
/// stay `.identifier`; only Swift's reserved words are `.keyword`.
public enum TokenKind: UInt8, Sendable {
    case whitespace            // spaces, tabs, form feeds, a byte-order mark
    case newline               // one line break: LF, CRLF or CR
    case lineComment           // `// ...`
    case docLineComment        // `/// ...`
    case blockComment          // `/* ... */`, nested, possibly unterminated
    case docBlockComment       // `/** ... */`
    case identifier            // `name`, `` `class` ``, `$0`, `$name`, Unicode names
    case keyword               // reserved words only
    case integerLiteral
    case floatLiteral
    case stringSegment         // a run of a string literal: quotes and text, never interpolated code
    case interpolationOpen     // `\(` or `\#(` inside a string; closed by a `.rightParen`
    case regexLiteral          // `/.../` in expression position, `#/.../#`
    case `operator`            // `+`, `..<`, `?`, `!`, `=`, custom operators
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period, at, hash, backslash, arrow
    case poundDirective        // `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`, `#warning`, `#error`
    case poundKeyword          // `#available`, `#unavailable`, `#Preview`, any other `#name` macro
    case attribute             // `@MainActor`, `@State`, `@escaping`
    case shebang               // `#!...` on the first line
    case placeholder           // `<#...#>`
    case unknown               // a byte that starts nothing Swift knows: invalid UTF-8, NUL, a stray backtick

    /// Whitespace, newlines and comments: what rules skip between meaningful tokens.
    @inlinable public var isTrivia: Bool {
        switch self {
        case .whitespace, .newline, .lineComment, .docLineComment, .blockComment, .docBlockComment, .shebang:
            return true
        default:
            return false
        }
    }

    @inlinable public var isComment: Bool {
        switch self {
        case .lineComment, .docLineComment, .blockComment, .docBlockComment: return true
        default: return false
        }
    }

    @inlinable public var isOpeningBracket: Bool {
        self == .leftParen || self == .leftBracket || self == .leftBrace || self == .interpolationOpen
    }

    @inlinable public var isClosingBracket: Bool {
        self == .rightParen || self == .rightBracket || self == .rightBrace
    }
}
