import SwiftUI

// Another type's `months`, refilled with new values: its name proves nothing of the store's.
final class Archive {
    var months: [String] = []

    func reload() {
        months = ["Jan", "Feb"]
    }
}
