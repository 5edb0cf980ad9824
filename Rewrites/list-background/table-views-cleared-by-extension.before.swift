import AppKit
import SwiftUI

// On macOS an `NSTableView` draws a `List`. This app clears the background of every table view
// it shows, so each list's own background is already gone and the colour behind it shows.
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
        .background(Color.yellow)
    }
}
