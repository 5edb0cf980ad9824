import SwiftUI

struct SkeletonView: View {
    var body: some View {
        List(0..<4, id: \.self) { _ in
            Text("—")
        }
    }
}
