import SwiftUI

struct ImportModel {
    var canGoBack = false
    var isDone = false

    // Made afresh on every read from the stored members: writes of the whole model say nothing
    // of how these rows change.
    var buttons: [String] {
        [canGoBack ? "Back" : nil, isDone ? "Close" : "Next"].compactMap { $0 }
    }
}

// `model.buttons` is computed from the value `model` holds: silent, as any computed data is.
struct ImportFooter: View {
    @State private var model = ImportModel()

    var body: some View {
        HStack {
            ForEach(model.buttons.indices, id: \.self) { i in
                Button(model.buttons[i]) {
                    model.isDone.toggle()
                }
            }
        }
        .onAppear { reset() }
    }

    func reset() {
        $model.wrappedValue = ImportModel()
    }
}
