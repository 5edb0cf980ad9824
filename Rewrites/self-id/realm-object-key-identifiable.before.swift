import RealmSwift
import SwiftUI

final class Book: Object, ObjectKeyIdentifiable {
    @Persisted(primaryKey: true) var isbn: String
    @Persisted var title: String = ""
}

// `@ObservedResults` hands out frozen objects, and Realm counts two frozen copies of one book equal
// only within one version of the database: after each write every row gets a new identity. The
// book's `ObjectKeyIdentifiable` id is the same for every copy of it.
struct ShelfView: View {
    @ObservedResults(Book.self) var books

    var body: some View {
        List {
            ForEach(books, id: \.self) { book in
                Text(book.title)
            }
        }
    }
}
