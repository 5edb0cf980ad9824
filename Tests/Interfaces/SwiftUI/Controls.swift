public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {}
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ string: String) {}
        public mutating func appendInterpolation<T>(_ value: T) where T: CustomStringConvertible {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {}
    }
}

public struct Text: _PrimitiveView, Equatable {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(verbatim content: String) { fatalError() }
    public init(_ image: Image) { fatalError() }
    public enum DateStyle: Sendable { case time, date, relative, offset, timer }
    public init(_ date: Date, style: Text.DateStyle) { fatalError() }
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public func font(_ font: Font?) -> Text { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
    public func foregroundColor(_ color: Color?) -> Text { fatalError() }
    public static func == (lhs: Text, rhs: Text) -> Bool { fatalError() }
}

public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()
    public static func system(size: CGFloat, weight: Font.Weight? = nil) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
}

public protocol ShapeStyle: Sendable {}

public struct Color: _PrimitiveView, ShapeStyle, Hashable, CustomStringConvertible {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
    public init(white: Double, opacity: Double = 1) { fatalError() }
    public var description: String { fatalError() }
    public func opacity(_ opacity: Double) -> Color { fatalError() }
    public static let red = Color("red"), orange = Color("orange"), yellow = Color("yellow"), green = Color("green"),
        mint = Color("mint"), teal = Color("teal"), cyan = Color("cyan"), blue = Color("blue"), indigo = Color("indigo"),
        purple = Color("purple"), pink = Color("pink"), brown = Color("brown"), white = Color("white"), gray = Color("gray"),
        black = Color("black"), clear = Color("clear"), primary = Color("primary"), secondary = Color("secondary"),
        accentColor = Color("accentColor")
}

extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
}

public struct Image: _PrimitiveView, Equatable {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(systemName: String) { fatalError() }
    public func resizable() -> Image { fatalError() }
    public static func == (lhs: Image, rhs: Image) -> Bool { fatalError() }
}

public struct Label<Title: View, Icon: View>: _PrimitiveView {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
}

public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public struct Button<Label: View>: _PrimitiveView {
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
#if API15
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) { fatalError() }
#endif
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) { fatalError() }
#if API15
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) { fatalError() }
#endif
}

public struct Toggle<Label: View>: _PrimitiveView {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { fatalError() }
}

public struct TextField<Label: View>: _PrimitiveView {}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) { fatalError() }
}

public struct SecureField<Label: View>: _PrimitiveView {}
extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) { fatalError() }
}

public struct Stepper<Label: View>: _PrimitiveView {}
extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) { fatalError() }
}

public struct ProgressView<Label: View, CurrentValueLabel: View>: _PrimitiveView {}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { fatalError() }
    public init<V>(value: V?, total: V = 1.0) where V: BinaryFloatingPoint { fatalError() }
}

public struct Picker<Label, SelectionValue, Content>: _PrimitiveView where Label: View, SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) { fatalError() }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct Menu<Label: View, Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct TabView<SelectionValue, Content>: _PrimitiveView where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) { fatalError() }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
    public init(destination: Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { fatalError() }
}

#if API16
extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { fatalError() }
}

public struct NavigationStack<Data, Root: View>: _PrimitiveView {}
extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) { fatalError() }
}

public struct NavigationPath {
    public init() {}
}
#endif

public struct NavigationView<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

#if API17
/// iOS 17, macOS 14, tvOS 17, watchOS 10: an empty or unavailable state, with the system's layout.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: _PrimitiveView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) { fatalError() }
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) { fatalError() }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
                                       Actions == SearchUnavailableContent.Actions {
    /// "No Results", localized by the system.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                     SearchUnavailableContent.Actions> { fatalError() }
    /// "No Results for “text”", localized by the system.
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description,
                                                                      SearchUnavailableContent.Actions> { fatalError() }
}

/// The content of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    public struct Label: _PrimitiveView {}
    public struct Description: _PrimitiveView {}
    public struct Actions: _PrimitiveView {}
}
#endif
