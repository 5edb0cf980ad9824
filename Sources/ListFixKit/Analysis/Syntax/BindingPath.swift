// Syntax: small recognisers over one file's tokens that several rules share: member paths
// (`MemberPath`), whether a path has a binding (`BindingPath`), whether a name is taken (`UsedNames`),
// and whether a type spells a name at all (`SourceFile.mentions(_:in:)`).

import SwiftTokens

/// Whether a member path has a binding, `$path`, in its view: what the binding forms of
/// `ForEach` need. One place for the rules that write through elements.
extension MemberPath {
    /// `$path` is a binding: a `@State` or `@Binding` property, or a chain of stored `var`s under
    /// a `@State`, `@Binding`, `@ObservedObject`, `@StateObject`, `@EnvironmentObject` or
    /// `@Bindable` property of the enclosing type.
    func hasBinding(in context: RuleContext) -> Bool {
        var names = componentTexts(context.file)
        if names.first == "self" { names.removeFirst() }
        guard let rootName = names.first, let type = context.enclosingType(of: first),
              let root = context.declarations.property(rootName, of: type.name) ?? type.properties.first(where: { $0.name == rootName }),
              let wrapper = root.wrapper else { return false }
        if names.count == 1 { return wrapper == "State" || wrapper == "Binding" }
        guard ["State", "Binding", "ObservedObject", "StateObject", "EnvironmentObject", "Bindable"].contains(wrapper),
              var current = root.type.map({ context.declarations.qualify($0, in: type.name) }) else { return false }
        for name in names.dropFirst() {
            let owner = TypeResolver.nominal(current)
            guard let property = context.declarations.property(name, of: owner), !property.isLet,
                  property.isStored, let next = property.type else { return false }
            current = context.declarations.qualify(next, in: owner)
        }
        return true
    }

    /// The path as written after `$`: without a leading `self.`.
    func bindingText(_ file: SourceFile) -> String {
        let names = componentTexts(file)
        return names.first == "self" ? names.dropFirst().joined(separator: ".") : text(file)
    }
}
