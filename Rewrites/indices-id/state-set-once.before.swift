import SwiftUI

struct Step: Identifiable {
    let id: Int
    var text: String
}

// `steps` is `@State`, but only its initializer gives it a value: nothing in the project writes it
// again or binds to it, so the rows never insert, remove or move.
struct RecipeSteps: View {
    @State private var steps: [Step]

    init(steps: [Step]) {
        _steps = State(initialValue: steps)
    }

    var body: some View {
        List {
            ForEach(steps.indices, id: \.self) { i in
                Text("\(i + 1). \(steps[i].text)")
            }
        }
    }
}
