import SwiftUI

struct ChartPoint: Identifiable {
    let id = UUID()
    let label: String
    let count: Int
}

// The bars are made anew with new ids on every body, but they keep nothing and nothing animates
// them: a function in an argument (`max(…)`) gives a size, not a view (read on brrow-ios-app).
struct PostsChart: View {
    let counts: [Int]

    func points() -> [ChartPoint] {
        counts.map { ChartPoint(label: "\($0)", count: $0) }
    }

    var body: some View {
        HStack(alignment: .bottom, spacing: 8) {
            ForEach(points(), id: \.id) { item in
                VStack {
                    Text("\(item.count)")
                    Color.blue
                        .frame(width: 32, height: max(CGFloat(item.count) * 15, 5))
                }
            }
        }
    }
}
