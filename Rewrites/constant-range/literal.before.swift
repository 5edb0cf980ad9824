import SwiftUI

struct DotsView: View {
    var body: some View {
        HStack {
            ForEach(0..<5) { dot in
                Text("•")
            }
            ForEach(-2..<3) { offset in
                Text("\(offset)")
            }
        }
    }
}
