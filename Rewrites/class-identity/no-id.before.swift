import SwiftUI

final class Player: Identifiable, ObservableObject {
    @Published var name: String

    init(name: String) {
        self.name = name
    }
}
