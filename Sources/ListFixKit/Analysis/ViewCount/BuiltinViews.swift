// ViewCount: how many views SwiftUI counts in a view's body (`ViewCount`, read by
// `ViewCountReader`), from SwiftUI's own views' counts (`BuiltinViews`).

import SwiftTokens

/// SwiftUI's own view types and the view count SwiftUI gives each (`_viewListCount`).
enum BuiltinViews {
    /// Views, stacks, shapes and controls that are one view each, whatever they contain.
    static let unary: Set<String> = [
        "Text", "Image", "Label", "Button", "Toggle", "Link", "NavigationLink", "ShareLink",
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "ScrollView", "List", "Form", "Table", "Spacer", "Divider", "Color", "LinearGradient",
        "RadialGradient", "AngularGradient", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle",
        "Circle", "Ellipse", "Capsule", "Path", "ProgressView", "Slider", "Stepper", "Picker", "DatePicker",
        "MultiDatePicker", "ColorPicker", "TextField", "SecureField", "TextEditor", "Menu", "DisclosureGroup",
        "GroupBox", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "GeometryReader",
        "AsyncImage", "LabeledContent", "ContentUnavailableView", "ControlGroup", "Gauge", "ViewThatFits",
        "TimelineView", "Canvas", "EditButton", "PasteButton", "RenameButton", "HelpLink", "SettingsLink",
        "SignInWithAppleButton", "Map", "VideoPlayer",
    ]

    /// `unary` by `NameHash`, to test a token without making a string of it.
    static let unaryHashes: Set<UInt64> = Set(unary.map { NameHash.of(Array($0.utf8)[...]) })

    /// Whether the identifier at token `i` names one of `unary`.
    static func isUnary(_ file: SourceFile, _ i: Int) -> Bool {
        unaryHashes.contains(NameHash.of(file.bytes[file.tokens[i].range]))
    }

    /// The count of the SwiftUI view named `name`, or nil when it is not one listfix knows.
    /// `Group`, `ForEach` and `AnyView` depend on how they are written: the reader sees them first.
    static func count(of name: String) -> ViewCount? {
        if unary.contains(name) { return .exactly(1) }
        switch name {
        case "EmptyView": return .exactly(0)
        case "Section": return .section
        case "AnyView": return .varies(.anyView)
        case "ForEach": return .varies(.forEach)
        default: return nil
        }
    }
}
