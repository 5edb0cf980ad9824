import AppKit
import SwiftUI

// The app clears every AppKit table view's background, but it is built for iOS too (its
// `.flags`), where a collection view draws the list and keeps its background: still reported.
// (AppKit's classes are Objective-C classes, so an extension can override their methods; the
// condition keeps the override out of a build without the Objective-C runtime.)
#if canImport(ObjectiveC)
extension NSTableView {
    open override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        backgroundColor = NSColor.clear
        enclosingScrollView?.drawsBackground = false
    }
}
#endif

struct LogView: View {
    let lines: [String]

    var body: some View {
        List(lines, id: \.self) { line in
            Text(line)
        }
        .scrollContentBackground(.hidden)
        .background(Color.yellow)
    }
}
