// Stands in for a package module named `Runner`: its `Manga` is not Identifiable and has no `id`.
enum Runner {
    struct Manga {
        var sourceKey: String
        var key: String
        var title: String
    }
}
