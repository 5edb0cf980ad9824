import SwiftUI

// `@State` holds the model object, not the array: the durations are a `let` of that object, so
// the range's bound never changes while shown, however often the view writes `state`.
@Observable
final class TimerModel {
    let durations: [Int] = Array(stride(from: 30, through: 720, by: 30))
    var selected = 0
}

struct TimerView: View {
    @State private var state = TimerModel()

    var body: some View {
        Picker("Duration", selection: $state.selected) {
            ForEach(0..<state.durations.count) { index in
                Text("\(state.durations[index]) min").tag(index)
            }
        }
    }

    func reset() {
        state = TimerModel()
    }
}
