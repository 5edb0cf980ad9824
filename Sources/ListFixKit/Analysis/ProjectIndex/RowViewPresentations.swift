import SwiftTokens

/// Presentations a view type makes, bound to a flag by `isPresented:` (`Presentation`): recorded by
/// the first pass for `shared-row-presentation`, which asks them of the views a row closure makes
/// in another file. Each is `Type\0modifier\0flag\0root\0names`, `names` being the names its
/// content reads, space-separated.
enum RowViewPresentations {
    /// Wrappers of a property whose value the view is handed from outside and may share with
    /// other views: a flag reached through one can be every row's.
    static let handedWrappers: Set<String> = ["Binding", "ObservedObject", "Bindable", "EnvironmentObject", "Environment"]

    /// The file's records; only a file that names `isPresented` is scanned. Only presentations
    /// bound through a property of `handedWrappers`, and only the type's own properties among what
    /// they read, are kept: a row view's own `@State` flag is its row's. `watched`: the tokens the
    /// lexer listed, `isPresented` among them.
    static func scan(_ file: SourceFile, types: [TypeDecl], watched: [Int32]?) -> [String] {
        var out: [String] = []
        let handed = Set(types.lazy.filter { $0.kind == .struct }.flatMap(\.properties).filter { $0.wrapper.map(handedWrappers.contains) ?? false }.map(\.name))
        guard !handed.isEmpty else { return [] }
        let found = watched.map { Presentation.all(at: $0.lazy.map { Int($0) }, file, flagRoots: handed) }
            ?? Presentation.all(at: 0..<file.tokens.count, file, flagRoots: handed)
        for p in found {
            // The innermost type around it records it: a struct's, not a local type's.
            guard let type = types.filter({ $0.open < p.name && p.name < $0.close }).max(by: { $0.open < $1.open }),
                  type.kind == .struct, !type.isLocal,
                  let flag = type.properties.first(where: { $0.name == p.flagRoot }), let wrapper = flag.wrapper,
                  handedWrappers.contains(wrapper) else { continue }
            let names = p.readNames(file).filter { name in name != p.flagRoot && type.properties.contains { $0.name == name } }
            guard !names.isEmpty else { continue }
            let entry = [type.name, file.text(p.name), p.flag, p.flagRoot, names.joined(separator: " ")].joined(separator: "\u{0}")
            if !out.contains(entry) { out.append(entry) }
        }
        return out
    }
}

/// One recorded presentation of a view type (`RowViewPresentations`).
struct RowViewPresentation: Sendable, Equatable {
    var modifier: String
    var flag: String
    var flagRoot: String
    var reads: Set<String>

    /// The record `entry`, if it is one.
    init?(_ entry: String) {
        let parts = entry.split(separator: "\u{0}", omittingEmptySubsequences: false)
        guard parts.count == 5 else { return nil }
        modifier = String(parts[1])
        flag = String(parts[2])
        flagRoot = String(parts[3])
        reads = Set(parts[4].split(separator: " ").map(String.init))
    }
}
