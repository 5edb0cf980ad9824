import SwiftUI

struct Review: Identifiable {
    let id: String
    var text: String

    static let placeholder = Review(id: "placeholder", text: "Loading…")
}

// While loading, the getter gives one placeholder twice: two rows with the id "placeholder".
struct ReviewsCarousel: View {
    var isLoading: Bool
    let loadedReviews: [Review]

    var reviews: [Review] {
        isLoading ? [.placeholder, .placeholder] : loadedReviews
    }

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack {
                ForEach(reviews) { review in
                    Text(review.text)
                }
            }
        }
    }
}
