import SwiftUI

struct Banner: Identifiable {
    let id: UUID
    var title: String
    var isShown: Bool
}

// Banners are only ever appended; each row toggles its own banner through the index: a note.
final class BannerCenter: ObservableObject {
    @Published var banners: [Banner] = []

    func post(_ title: String) {
        banners.append(Banner(id: UUID(), title: title, isShown: true))
    }
}

// The center is held in a `var` that is never given another object: the path goes on through it.
final class AppModel: ObservableObject {
    @Published var center = BannerCenter()
}

struct BannersView: View {
    @EnvironmentObject var App: AppModel

    var body: some View {
        VStack {
            ForEach($App.center.banners) { $banner in
                Toggle(banner.title, isOn: $banner.isShown)
            }
        }
    }
}
