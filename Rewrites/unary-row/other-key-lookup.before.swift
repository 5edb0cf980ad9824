import SwiftUI

struct Job {
    var title: String
}

// The keys come from one dictionary and the values from another: a key may find nothing.
struct JobsView: View {
    @Binding var jobs: [String: Job]
    @Binding var running: [String: Job]

    var body: some View {
        List {
            ForEach(Array(jobs.keys), id: \.self) { id in
                if let job = running[id] {
                    Text(job.title)
                }
            }
        }
    }
}
