import SwiftUI

// The row's `if` reads a setting the list's own `Toggle` writes through a binding: rows appear and
// disappear while the list is shown, and each time SwiftUI evaluates every row (a warning). The
// data is only handed in, so without the toggle this would be a note.
struct Landmark: Identifiable {
    let id: Int
    var name: String
    var isFavorite: Bool
}

final class UserData: ObservableObject {
    @Published var showFavoritesOnly = false
    @Published var landmarks: [Landmark] = []
}

struct LandmarkList: View {
    @EnvironmentObject private var userData: UserData

    var body: some View {
        List {
            Toggle(isOn: $userData.showFavoritesOnly) {
                Text("Show Favorites Only")
            }
            ForEach(userData.landmarks.filter { !self.userData.showFavoritesOnly || $0.isFavorite }) { landmark in
                Text(landmark.name)
            }
        }
    }
}
