import ListFixKit
import SwiftTokens

/// `fix` reaches one fixpoint over the whole project: fixes that change a declaration other
/// files' findings read (unstable-id's `let id = UUID()`) are worked out first, and the project's
/// declarations take what the fixed files declare, so every file is then fixed against the
/// declarations it will have. Bounded passes: a change can enable another.
struct DeclarationFixes {
    let engine: Engine
    let listed: [SourcePath]
    let detection: TargetDetection
    /// For each project, the projects whose declarations it sees (`ProjectRoots.visibleProjects()`).
    let visibility: [[Int]]
    static let maxPasses = 3

    /// Fixes the files `editors` (in memory) and updates each project's declarations with what
    /// their fixed text declares.
    func settle(_ editors: [Int], _ declarations: inout [Declarations]) {
        for _ in 0..<DeclarationFixes.maxPasses {
            var changed = false
            for i in editors {
                guard let bytes = try? Runner.load(listed[i]) else { continue }
                let original = SourceFile(bytes: bytes)
                let project = listed[i].project
                guard project < declarations.count else { continue }
                let outcome = engine.fix(consume original, declarations: declarations[project], target: detection.target(for: listed[i].path))
                guard outcome.changed else { continue }
                // What the file declared is scanned again from its original text only once it changed:
                // held through the fix, a big file's declarations weighed as much as its tokens.
                let before = DeclarationScanner.scan(SourceFile(bytes: outcome.original))
                let after = DeclarationScanner.scan(SourceFile(bytes: outcome.fixed))
                guard !before.declaresTheSame(as: after) else { continue }
                for (p, visible) in visibility.enumerated() where p < declarations.count && visible.contains(project) {
                    if declarations[p].replace(before, with: after) { changed = true }
                }
            }
            if !changed { return }
        }
    }
}
