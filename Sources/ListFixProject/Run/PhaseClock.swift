import Dispatch
import ListFixKit

/// Phase timings on standard error when `LISTFIX_TIMING` is set, for profiling runs.
final class PhaseClock {
    let enabled = Environment.value("LISTFIX_TIMING") != nil
    var last = DispatchTime.now().uptimeNanoseconds

    func lap(_ name: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        Console.note("timing: \(name) \(Double(now - last) / 1e6) ms\n")
        last = now
    }
}
