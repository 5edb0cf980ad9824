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
                // No name is kept for the bytes: `fix` lets the original text go once a pass changes it.
                guard let original = (try? Runner.load(listed[i])).map({ SourceFile(bytes: $0) }) else { continue }
                let project = listed[i].project
                guard project < declarations.count else { continue }
                guard var texts = fixedTexts(consume original, declarations: declarations[project], path: listed[i].path) else { continue }
                // What the file declared is scanned again from its original text only once it changed
                // (held through the fix, a big file's declarations weighed as much as its tokens), and
                // that text goes before the fixed one is scanned.
                Allocator.releaseFreeMemory()
                let before = DeclarationScanner.scan(SourceFile(bytes: texts.original))
                texts.original = []
                let after = DeclarationScanner.scan(SourceFile(bytes: texts.fixed))
                guard !before.declaresTheSame(as: after) else { continue }
                for (p, visible) in visibility.enumerated() where p < declarations.count && visible.contains(project) {
                    if declarations[p].replace(before, with: after) { changed = true }
                }
            }
            if !changed { return }
        }
    }

    /// The original and fixed text of a file whose fix changed it; nil when it did not.
    private func fixedTexts(_ original: consuming SourceFile, declarations: Declarations, path: String) -> (original: [UInt8], fixed: [UInt8])? {
        let outcome = engine.fix(original, declarations: declarations, target: detection.target(for: path))
        return outcome.changed ? (outcome.original, outcome.fixed) : nil
    }
}
