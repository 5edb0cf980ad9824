// Photos are told apart by position only: there is no `id` to key rows by.
struct Photo {
    var title: String
}
