import SwiftUI

// The timer's ticks count into a global, not a property of the view: they do not run the view's
// body, and nothing is said of the filter.
struct Job: Identifiable {
    let id: Int
    var name: String
    var isRunning: Bool
}

nonisolated(unsafe) var ticks = 0

struct JobsView: View {
    @State private var jobs: [Job] = []
    @State private var query = ""

    var running: [Job] {
        jobs.filter(\.isRunning)
    }

    var body: some View {
        List(running) { job in
            Text(job.name)
        }
        .onAppear { startCounting() }
        .task { jobs = [] }
    }

    func startCounting() {
        _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            ticks += 1
        }
    }
}
