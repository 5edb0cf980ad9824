import ListFixKit
import SwiftTokens

/// Files that pass 1 read and found rules for, kept with their tokens for pass 2 while they
/// fit a fixed budget: pass 2 then neither reads nor lexes them again. The budget does not
/// grow with the project, so memory stays bounded; files past it are simply read again.
final class SourceCache: @unchecked Sendable {
    struct Entry {
        /// Kept as lexed (no packing, nor unpacking in pass 2): the first files, while they
        /// fill at most half the budget. Most projects' files with work all fit so.
        var file: SourceFile?
        var bytes: [UInt8]
        var tokens: PackedTokens?
        /// The file's types with only their `id` property (what declaration filters read): rules
        /// rescan the few whose properties they need.
        var types: [TypeDecl]
        /// The trigger words pass 1 found in it (`FileDeclarations.triggerWords`).
        var triggerWords: UInt64?
    }

    private var entries: [Int: Entry] = [:]
    private var remaining: Int
    /// What files kept as lexed may still take: half the budget, so a large project still
    /// keeps more files packed (at less than half the size) than it would as lexed.
    private var remainingLexed: Int
    private let lock = Lock()

    init(budget: Int) {
        remaining = budget
        remainingLexed = budget / 2
    }

    /// Keeps file `index` if it fits what is left of the budget.
    func offer(_ index: Int, _ file: SourceFile, types: [TypeDecl], triggerWords: UInt64? = nil) {
        // Half a byte of packed tokens per byte of text is typical; check before packing.
        guard file.bytes.count * 3 / 2 <= remainingBudget() else { return }
        let types = types.map { var t = $0; t.properties = t.properties.filter { $0.name == "id" }; return t }
        if claim(file.compactedSize, lexed: true) {
            store(index, Entry(file: file.compacted(), bytes: [], tokens: nil, types: types, triggerWords: triggerWords))
            return
        }
        let entry = Entry(file: nil, bytes: file.bytes, tokens: PackedTokens(file.tokens), types: types, triggerWords: triggerWords)
        if claim(entry.bytes.count + entry.tokens!.size, lexed: false) { store(index, entry) }
    }

    /// Takes `size` bytes of the budget if they fit; `lexed`: also of the part for files kept as lexed.
    private func claim(_ size: Int, lexed: Bool) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard size <= remaining, !lexed || size <= remainingLexed else { return false }
        remaining -= size
        if lexed { remainingLexed -= size }
        return true
    }

    private func store(_ index: Int, _ entry: Entry) {
        lock.lock()
        entries[index] = entry
        lock.unlock()
    }

    /// File `index` as pass 1 read it, with its types and trigger words, if kept. Entries stay until the
    /// process ends: freeing them here would free on one thread what another allocated,
    /// which made the workers contend for the allocator, and the budget already bounds them.
    func take(_ index: Int) -> (file: SourceFile, types: [TypeDecl], triggerWords: UInt64?)? {
        lock.lock()
        let entry = entries[index]
        lock.unlock()
        return entry.map { ($0.file ?? SourceFile(bytes: $0.bytes, packed: $0.tokens!), $0.types, $0.triggerWords) }
    }

    private func remainingBudget() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return remaining
    }
}
