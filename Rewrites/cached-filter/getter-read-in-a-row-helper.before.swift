import SwiftUI

// Each row is built by `row(for:)`, which asks the getter for the job's place: the sort runs once per
// row, on every keystroke of the new job's field. A warning, with no automatic fix.
struct Job: Identifiable, Equatable {
    let id: UUID
    var name: String
    var priority: Int
}

struct QueueView: View {
    let jobs: [Job]
    @State private var newJob = ""

    private var queue: [Job] {
        jobs.sorted { $0.priority > $1.priority }
    }

    private func row(for job: Job) -> some View {
        HStack {
            Text("\((queue.firstIndex(of: job) ?? 0) + 1)")
            Text(job.name)
        }
    }

    var body: some View {
        VStack {
            TextField("New job", text: $newJob)
            List {
                ForEach(queue) { job in
                    row(for: job)
                }
            }
        }
    }
}
