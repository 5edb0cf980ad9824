import SwiftTokens

/// The targets a `Package.swift` declares, when it declares them simply: `targets:` is an array
/// literal of `.target(...)`-style calls whose names, paths and dependencies are string literals
/// (or `.target(name:)`, `.byName(name:)`; `.product(...)` comes from another package).
public struct ManifestTarget: Sendable, Equatable {
    public var name: String
    /// The target's folder relative to the package root (`Sources/Name` unless `path:` says).
    public var path: String
    /// Targets of the same package it depends on, by name.
    public var dependencies: [String]

    /// The targets of a manifest, or nil when it does not say them simply: then the whole
    /// package is one project.
    public static func all(fromManifest text: String) -> [ManifestTarget]? {
        let file = SourceFile(text: text)
        let t = file.tokens
        guard let label = t.indices.first(where: { t[$0].kind == .identifier && file.tokenIs($0, "targets")
                && file.next(after: $0).map { t[$0].kind == .colon } == true }),
              let colon = file.next(after: label), let open = file.next(after: colon), t[open].kind == .leftBracket,
              let close = file.tree.match(open), let after = file.next(after: close),
              t[after].kind == .comma || t[after].kind == .rightParen else { return nil }
        var out: [ManifestTarget] = []
        for element in file.arguments(of: open) {
            guard let first = element.valueFirst, let last = element.valueLast else { continue }
            guard t[first].kind == .period, let kind = file.next(after: first), let paren = file.next(after: kind),
                  t[paren].kind == .leftParen, file.tree.match(paren) == last else { return nil }
            let folder: String
            switch file.text(kind) {
            case "target", "executableTarget", "macro", "systemLibrary", "binaryTarget": folder = "Sources"
            case "testTarget": folder = "Tests"
            case "plugin": folder = "Plugins"
            default: return nil
            }
            var name: String?
            var path: String?
            var dependencies: [String] = []
            for argument in file.arguments(of: paren) {
                guard let l = argument.label, let v = argument.valueFirst, let vl = argument.valueLast else { continue }
                switch file.text(l) {
                case "name":
                    guard let s = stringLiteral(file, v, vl) else { return nil }
                    name = s
                case "path":
                    guard let s = stringLiteral(file, v, vl) else { return nil }
                    path = s
                case "dependencies":
                    guard t[v].kind == .leftBracket, file.tree.match(v) == vl else { return nil }
                    for d in file.arguments(of: v) {
                        guard let df = d.valueFirst, let dl = d.valueLast else { continue }
                        if let s = stringLiteral(file, df, dl) {
                            dependencies.append(s)
                        } else if t[df].kind == .period, let n = file.next(after: df), let p = file.next(after: n),
                                  t[p].kind == .leftParen, file.tree.match(p) == dl {
                            if file.tokenIs(n, "product") { continue }
                            guard file.tokenIs(n, "target") || file.tokenIs(n, "byName"),
                                  let nameArgument = file.arguments(of: p).first(where: { $0.label.map { file.tokenIs($0, "name") } ?? false }),
                                  let nf = nameArgument.valueFirst, let nl = nameArgument.valueLast,
                                  let s = stringLiteral(file, nf, nl) else { return nil }
                            dependencies.append(s)
                        } else {
                            return nil
                        }
                    }
                default:
                    continue
                }
            }
            guard let name else { return nil }
            out.append(ManifestTarget(name: name, path: path ?? "\(folder)/\(name)", dependencies: dependencies))
        }
        return out.isEmpty ? nil : out
    }

    /// The text of a plain string literal `"..."` without interpolation.
    static func stringLiteral(_ file: SourceFile, _ first: Int, _ last: Int) -> String? {
        guard first == last, file.tokens[first].kind == .stringSegment else { return nil }
        let text = file.text(first)
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
