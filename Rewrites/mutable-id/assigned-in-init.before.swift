import SwiftUI

struct Donut: Identifiable {
    var id: Int
    var name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

struct Sales: Identifiable {
    var city: Donut
    var total: Int

    var id: Int { city.id }
}
