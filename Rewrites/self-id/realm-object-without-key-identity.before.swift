import RealmSwift
import SwiftUI

final class Sentence: EmbeddedObject {
    @Persisted var text: String = ""
    @Persisted var page: Int = 0
}

final class Book: Object, ObjectKeyIdentifiable {
    @Persisted var title: String = ""
    @Persisted var sentences: RealmSwift.List<Sentence>
}

// `Sentence` has no `ObjectKeyIdentifiable` id to key its rows by: no safe fix, nothing to say.
struct SentencesView: View {
    @ObservedRealmObject var book: Book

    var body: some View {
        List {
            ForEach(book.sentences, id: \.self) { sentence in
                Text(sentence.text)
            }
        }
    }
}
