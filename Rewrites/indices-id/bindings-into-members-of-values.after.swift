import SwiftUI

// A review's benchmarks are shown by index, each row bound to its benchmark, and each benchmark's
// criteria the same way through a binding. The views write the review's other members (`ready`, and
// `summary` through a field), a benchmark's comment and each element through its row, but nothing
// inserts, removes or moves a benchmark or a criterion (a draft store gives its own `review` a new
// value, another type's): no hazard is shown, and keyed by their stored ids the rows keep their
// identity if that ever changes. Migrations, with their fixes.
struct Criterion: Identifiable, Hashable {
    let id: UInt64
    var text: String
    var passed: Bool
}

struct Benchmark: Identifiable, Hashable {
    let id: UInt64
    var heading: String
    var comment: String
    var criteria: [Criterion]
}

struct Review: Hashable {
    var benchmarks: [Benchmark] = []
    var summary = ""
    var ready = false
}

final class DraftStore {
    var review = Review()

    func discard() {
        review = Review()
    }
}

struct CriterionRow: View {
    @Binding var criterion: Criterion

    var body: some View {
        Toggle(criterion.text, isOn: $criterion.passed)
    }
}

struct BenchmarkSection: View {
    @Binding var benchmark: Benchmark

    var body: some View {
        Section {
            TextField("Comment", text: $benchmark.comment)
            ForEach($benchmark.criteria) { $element in
                CriterionRow(criterion: $element)
            }
        } header: {
            Text(benchmark.heading)
        }
    }
}

struct BenchmarkList: View {
    @State var review: Review

    var body: some View {
        List {
            TextField("Summary", text: $review.summary)
            ForEach($review.benchmarks) { $benchmark in
                BenchmarkSection(benchmark: $benchmark)
            }
        }
        Button("Mark as Ready") {
            review.ready = true
        }
    }
}
