import SwiftUI

// The rows are inside a `TimelineView`'s content, which runs every second: the filter over
// every job, which walks the paused list for each, runs on each tick.
struct Job: Identifiable {
    let id: Int
    var name: String
    var isRunning: Bool
}

struct JobsView: View {
    @State private var jobs: [Job] = []
    @State private var paused: [Int] = []

    var body: some View {
        TimelineView(.periodic(from: Date(), by: 1.0)) { _ in
            List(jobs.filter { job in job.isRunning && !paused.contains(where: { $0 == job.id }) }) { job in
                Text(job.name)
            }
        }
        .task { jobs = [] }
    }
}
