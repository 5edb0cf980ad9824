// UIKit's host of a SwiftUI view (SwiftUI on iOS).

@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    public init(rootView: Content) { fatalError() }
    public init?(coder aDecoder: NSCoder, rootView: Content) { fatalError() }
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    public var rootView: Content {
        get { fatalError() }
        set { fatalError() }
    }
}
