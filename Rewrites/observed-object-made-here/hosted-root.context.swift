import SwiftUI
import UIKit

// In another file: UIKit hosts the view as its root.
final class HistoryViewController: UIHostingController<HistoryView> {
    convenience init() {
        self.init(rootView: HistoryView())
    }
}
