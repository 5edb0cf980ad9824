import SwiftUI

struct Review: Identifiable {
    let id: String
    var text: String

    static let first = Review(id: "first", text: "Loading…")
    static let second = Review(id: "second", text: "Loading…")
}

// Two different placeholders: nothing repeats.
struct ReviewsCarousel: View {
    var isLoading: Bool
    let loadedReviews: [Review]

    var reviews: [Review] {
        isLoading ? [.first, .second] : loadedReviews
    }

    var body: some View {
        ForEach(reviews) { review in
            Text(review.text)
        }
    }
}
