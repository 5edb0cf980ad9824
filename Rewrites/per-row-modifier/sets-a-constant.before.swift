import SwiftUI

// `.onAppear` on the `ForEach` runs once per option, but it only moves the focus to the first
// option: every run leaves what one run leaves. Silent.
enum Field: Hashable {
    case option(Int)
}

struct PollEditor: View {
    @State private var options = ["", ""]
    @FocusState private var focused: Field?

    var body: some View {
        VStack {
            ForEach(options.indices, id: \.self) { index in
                TextField("Option \(index + 1)", text: $options[index])
                    .focused($focused, equals: .option(index))
            }
            .onAppear {
                focused = .option(0)
            }
        }
    }
}
