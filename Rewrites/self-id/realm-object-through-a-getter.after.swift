import RealmSwift
import SwiftUI

final class Book: Object, ObjectKeyIdentifiable {
    @Persisted var title: String = ""
    @Persisted var isFinished = false
}

// The rows are an array of books a getter filters out of the results: still Realm objects, keyed
// by Realm's equality.
struct FinishedShelf: View {
    @ObservedResults(Book.self) var books

    var finished: [Book] {
        books.filter { $0.isFinished }
    }

    var body: some View {
        ScrollView {
            LazyVStack {
                ForEach(finished) { book in
                    Text(book.title)
                }
            }
        }
    }
}
