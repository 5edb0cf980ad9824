final class HomeLoader {
    var components: [Int] = []

    func load(_ fresh: [Int]) {
        components = fresh
    }
}
