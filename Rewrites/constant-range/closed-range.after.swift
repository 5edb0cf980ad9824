import SwiftUI

struct RatingView: View {
    @Binding var maximum: Int

    var body: some View {
        HStack {
            ForEach(1...maximum, id: \.self) { star in
                Image(systemName: "star")
            }
            ForEach(0..<maximum - 1, id: \.self) { gap in
                Spacer()
            }
        }
    }
}

extension RatingView {
    func grow() {
        maximum += 1
    }
}
