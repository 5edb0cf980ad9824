import SwiftUI

struct Answer: Identifiable, Equatable {
    let id: UUID
    let text: String

    init(_ text: String) {
        id = UUID()
        self.text = text
    }
}

struct Question {
    let prompt: String
    let answers: [Answer]
}

@MainActor
final class QuizModel: ObservableObject {
    @Published var question: Question?
    @Published var picked: Answer?
    private var questions: [Question] = []
    private var current = 0

    func next() {
        current += 1
        question = current < questions.count ? questions[current] : nil
        picked = nil
    }
}

// The rows read `(model.question?.answers ?? [])`: the data is the model's `question`, replaced
// as a whole by `next()`, read through `?.` and an empty fallback. The answer rows keep no state,
// so keying them by their stored ids is a migration (a note).
struct QuizView: View {
    @StateObject private var model = QuizModel()

    var body: some View {
        VStack {
            ForEach(Array((model.question?.answers ?? []).enumerated()), id: \.offset) { index, answer in
                Button("\(index + 1). \(answer.text)") { model.picked = answer }
            }
            Button("Next") { model.next() }
        }
    }
}
