// Stands in for another module's nested `HomeComponent.Value.FilterItem`, which has no `id`.
enum HomeComponent {
    enum Value {
        struct FilterItem {
            var name: String
        }
    }
}
