import SwiftUI

struct Review: Identifiable {
    let id: String
    var text: String

    static let placeholder = Review(id: "placeholder", text: "Loading…")
}

struct ReviewsList: View {
    var isLoading: Bool
    let loadedReviews: [Review]

    var reviews: [Review] {
        if isLoading {
            return Array(repeating: Review.placeholder, count: 3)
        }
        return loadedReviews
    }

    var body: some View {
        List(reviews) { review in
            Text(review.text)
        }
    }
}
