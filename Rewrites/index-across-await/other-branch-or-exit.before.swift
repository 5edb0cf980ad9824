import SwiftUI

// Each write runs only on a path with no `await` before it: in another branch, after a `guard`
// whose `else` waits and leaves, in another `switch` case; and a local copy changes for no one else.
struct Episode: Identifiable {
    let id: Int
    var isQueued = false
    var isPinned = false
}

@MainActor
@Observable
final class Episodes {
    var episodes: [Episode] = []
    var isOnline = true
    var isSignedIn = true

    func queue(_ id: Int) async {
        guard let index = episodes.firstIndex(where: { $0.id == id }) else { return }
        if isOnline {
            await download(id)
        } else {
            episodes[index].isQueued = true
        }
    }

    func pin(_ id: Int) async {
        guard let index = episodes.firstIndex(where: { $0.id == id }) else { return }
        guard isSignedIn else {
            await signIn()
            return
        }
        episodes[index].isPinned.toggle()
    }

    func act(_ id: Int, share: Bool) async {
        guard let index = episodes.firstIndex(where: { $0.id == id }) else { return }
        switch share {
        case true:
            await download(id)
        case false:
            episodes[index].isPinned = true
        }
    }

    func queueCopy(_ id: Int) async {
        var episodes = self.episodes
        guard let index = episodes.firstIndex(where: { $0.id == id }) else { return }
        await download(id)
        episodes[index].isQueued = true
        print(episodes.count)
    }

    func remove(_ id: Int) {
        episodes.removeAll { $0.id == id }
    }

    private func download(_ id: Int) async {}
    private func signIn() async {}
}

// The list that shows them, in the same file: what `index-across-await` reads.
struct EpisodeList: View {
    let model: Episodes

    var body: some View {
        List(model.episodes) { item in
            Text("\(item.id)")
        }
    }
}
