import XCTest
#if canImport(Glibc)
import Glibc
#endif
@testable import ListFixProject

/// A run that catches SIGINT and SIGTERM gives the process back its handlers when it ends: a
/// process left ignoring them, and every process it starts after, would be deaf to Ctrl-C.
final class InterruptionTests: XCTestCase {
    func testTheHandlersFoundAreRestoredWhenTheRunEnds() {
        for signo in [SIGINT, SIGTERM] { signal(signo, SIG_DFL) }
        do {
            let interruption = Interruption()
            // While it lives, the signals do not end the process: they are caught for the run.
            for signo in [SIGINT, SIGTERM] { XCTAssertFalse(isDefault(signo), "signal \(signo) during the run") }
            XCTAssertNil(interruption.caught)
        }
        for signo in [SIGINT, SIGTERM] { XCTAssertTrue(isDefault(signo), "signal \(signo) after the run") }
    }

    /// Whether the signal has its default action, read without changing it.
    func isDefault(_ signo: Int32) -> Bool {
        var current = sigaction()
        sigaction(signo, nil, &current)
        return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self)
    }
}
