import SwiftUI

// `.onAppear` on the `ForEach` runs once per option, but it only sets the highlight to the first
// option: every run leaves what one run leaves. Silent.
struct PollEditor: View {
    @State private var options = ["Yes", "No"]
    @State private var highlighted: Int?

    var body: some View {
        VStack {
            ForEach(options.indices, id: \.self) { index in
                Text(options[index])
                    .bold(highlighted == index)
            }
            .onAppear {
                highlighted = 0
            }
        }
    }
}
