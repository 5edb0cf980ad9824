import ListFixKit
import SwiftTokens

/// Files that pass 1 read and found rules for, kept with their tokens for pass 2 while they
/// fit a fixed budget: pass 2 then neither reads nor lexes them again. The budget does not
/// grow with the project, so memory stays bounded; files past it are simply read again.
final class SourceCache: @unchecked Sendable {
    struct Entry {
        var bytes: [UInt8]
        var tokens: PackedTokens
        /// The file's types with only their `id` property (what declaration filters read): rules
        /// rescan the few whose properties they need.
        var types: [TypeDecl]
    }

    private var entries: [Int: Entry] = [:]
    private var remaining: Int
    private let lock = Lock()

    init(budget: Int) { remaining = budget }

    /// Keeps file `index` if it fits what is left of the budget.
    func offer(_ index: Int, _ file: SourceFile, types: [TypeDecl]) {
        // Half a byte of packed tokens per byte of text is typical; check before packing.
        guard file.bytes.count * 3 / 2 <= remainingBudget() else { return }
        let entry = Entry(bytes: file.bytes, tokens: PackedTokens(file.tokens),
                          types: types.map { var t = $0; t.properties = t.properties.filter { $0.name == "id" }; return t })
        let size = entry.bytes.count + entry.tokens.size
        lock.lock()
        defer { lock.unlock() }
        guard size <= remaining else { return }
        remaining -= size
        entries[index] = entry
    }

    /// File `index` as pass 1 read it, with its types, if kept. Entries stay until the
    /// process ends: freeing them here would free on one thread what another allocated,
    /// which made the workers contend for the allocator, and the budget already bounds them.
    func take(_ index: Int) -> (file: SourceFile, types: [TypeDecl])? {
        lock.lock()
        let entry = entries[index]
        lock.unlock()
        return entry.map { (SourceFile(bytes: $0.bytes, packed: $0.tokens), $0.types) }
    }

    private func remainingBudget() -> Int {
        lock.lock()
        defer { lock.unlock() }
        return remaining
    }
}
