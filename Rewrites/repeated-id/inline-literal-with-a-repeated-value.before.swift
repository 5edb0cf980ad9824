import SwiftUI

struct Ratings: View {
    var body: some View {
        HStack {
            ForEach([1, 2, 2, 3], id: \.self) { n in
                Text("\(n)")
            }
        }
    }
}
