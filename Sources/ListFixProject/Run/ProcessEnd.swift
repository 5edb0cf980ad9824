import ListFixKit

/// Values left for the end of the process to free. A run's last step is `exit`, which hands the
/// process's memory back at once; freeing a large project's declarations and file list object by
/// object on the way there took longer than writing the report.
enum ProcessEnd {
    /// Keeps `value` alive until the process ends.
    static func keep<T>(_ value: T) {
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<T> {
        let value: T
        init(_ value: T) { self.value = value }
    }
}
