import SwiftUI

struct Job {
    var title: String
}

// Each row looks up the value of its own key: the `if let` always finds it, so every row makes
// one view.
struct JobsView: View {
    @Binding var jobs: [String: Job]

    var body: some View {
        List {
            ForEach(Array(jobs.keys), id: \.self) { id in
                if let job = jobs[id] {
                    Text(job.title)
                }
            }
        }
    }
}
