import ListFixKit

/// Each file's declarations as pass 1 reads them, collected across its threads.
final class DeclaredFiles: @unchecked Sendable {
    private let lock = Lock()
    private var files: [(path: String, project: Int, declared: FileDeclarations)] = []

    func add(_ path: String, project: Int, _ declared: FileDeclarations) {
        lock.lock()
        files.append((path, project, declared))
        lock.unlock()
    }

    /// What was collected, in no set order.
    var all: [(path: String, project: Int, declared: FileDeclarations)] {
        lock.lock()
        defer { lock.unlock() }
        return files
    }
}
