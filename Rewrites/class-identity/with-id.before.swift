import SwiftUI

final class Player: Identifiable, ObservableObject {
    let id = UUID()
    @Published var name: String

    init(name: String) {
        self.name = name
    }
}
