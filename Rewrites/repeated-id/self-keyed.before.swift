import SwiftUI

struct SkeletonView: View {
    var body: some View {
        List(Array(repeating: "—", count: 4), id: \.self) { line in
            Text(line)
        }
    }
}
