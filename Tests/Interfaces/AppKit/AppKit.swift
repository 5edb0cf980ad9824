// Stand-in for the few AppKit names SwiftUI code on macOS uses alongside its lists.
@_exported import Foundation

open class NSColor {
    open class var clear: NSColor { fatalError() }
}

open class NSView {
    public init() { fatalError() }
    open func viewDidMoveToWindow() {}
}

open class NSScrollView: NSView {
    open var drawsBackground: Bool {
        get { fatalError() }
        set { fatalError() }
    }
}

open class NSTableView: NSView {
    open var backgroundColor: NSColor {
        get { fatalError() }
        set { fatalError() }
    }
    open var enclosingScrollView: NSScrollView? { fatalError() }
}

open class NSOutlineView: NSTableView {}
