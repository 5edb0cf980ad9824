// Stand-in for the few UIKit names SwiftUI code on iOS uses (SwiftUI re-exports UIKit there).
@_exported import Foundation

open class UIPasteboard {
    open class var general: UIPasteboard { fatalError() }
    open var string: String? {
        get { fatalError() }
        set { fatalError() }
    }
}

open class UIColor {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
}

@MainActor open class UIResponder: NSObject {}

@MainActor open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
}
