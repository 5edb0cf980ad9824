// Stands in for a package module named `Runner`: its `Manga` has no `id` and is not Identifiable.
enum Runner {
    struct Manga {
        var title: String
    }
}
