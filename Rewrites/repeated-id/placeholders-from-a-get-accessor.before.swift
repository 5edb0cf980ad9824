import SwiftUI

struct Review: Identifiable {
    let id: String
    var text: String
    static let placeholder = Review(id: "placeholder", text: "Loading…")
}

// The getter written with an explicit `get { … }` gives the same placeholders.
struct ReviewsCarousel: View {
    var isLoading: Bool
    let loadedReviews: [Review]

    private var reviews: [Review] {
        get {
            isLoading ? [Review.placeholder, Review.placeholder] : loadedReviews
        }
    }

    var body: some View {
        VStack {
            ForEach(reviews) { review in Text(review.text) }
        }
    }
}
