import SwiftUI

// The rows' data changes while shown (`clear()` below): each change makes SwiftUI evaluate every row.
struct Photo: Identifiable {
    let id: UUID
    var name: String
    var isPair: Bool
}

struct PhotoGrid: View {
    @Binding var photos: [Photo]
    let columns = [GridItem(.adaptive(minimum: 80))]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns) {
                ForEach(photos) { photo in
                    if photo.isPair {
                        Image(photo.name)
                        Image(photo.name + "-back")
                    } else {
                        Image(photo.name)
                    }
                }
            }
        }
    }
}

extension PhotoGrid {
    func clear() {
        photos.removeAll()
    }
}
