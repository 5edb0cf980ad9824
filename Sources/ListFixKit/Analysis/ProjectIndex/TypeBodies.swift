import SwiftTokens

/// A file's type declarations by the brace that opens their body: the type around a token is
/// found by walking up its enclosing braces, in time that does not grow with the number of types.
struct TypeBodies {
    private let byOpen: [Int: Int]

    init(_ types: [TypeDecl]) {
        byOpen = Dictionary(types.indices.map { (types[$0].open, $0) }, uniquingKeysWith: { $1 })
    }

    /// The index of the innermost type whose body holds token `i`.
    func innermost(around i: Int, in file: SourceFile) -> Int? {
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if let k = byOpen[open] { return k }
            scope = file.tree.enclosing(open)
        }
        return nil
    }

    /// The type that owns token `i`: the innermost type around it that is not an extension, else
    /// the innermost extension (`types` is the list these bodies were made from).
    func owner(around i: Int, in file: SourceFile, types: [TypeDecl]) -> Int? {
        let around = around(i, in: file)
        return around.first(where: { types[$0].kind != .extension }) ?? around.first
    }

    /// The indices of the types whose bodies hold token `i`, innermost first.
    func around(_ i: Int, in file: SourceFile) -> [Int] {
        var out: [Int] = []
        var scope = file.tree.enclosing(i)
        while let open = scope {
            if let k = byOpen[open] { out.append(k) }
            scope = file.tree.enclosing(open)
        }
        return out
    }
}
