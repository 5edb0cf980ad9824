/// The modifier kinds; each modifier returns `ModifiedContent<Self, _Modifier<Kind>>`.
public struct _Modifier<Kind> {}
public enum _Layout {}
public enum _Style {}
public enum _Trait {}
public enum _Action {}
public enum _Presentation {}

public typealias _Modified<V, K> = ModifiedContent<V, _Modifier<K>>

extension View {
    // Layout
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _Modified<Self, _Layout> { fatalError() }
    public func padding(_ length: CGFloat) -> _Modified<Self, _Layout> { fatalError() }
    public func padding(_ insets: EdgeInsets) -> _Modified<Self, _Layout> { fatalError() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _Modified<Self, _Layout> { fatalError() }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> _Modified<Self, _Layout> { fatalError() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _Modified<Self, _Layout> { fatalError() }
    public func fixedSize() -> _Modified<Self, _Layout> { fatalError() }
    public func layoutPriority(_ value: Double) -> _Modified<Self, _Layout> { fatalError() }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> _Modified<Self, _Layout> { fatalError() }
    public func ignoresSafeArea(edges: Edge.Set = .all) -> _Modified<Self, _Layout> { fatalError() }

    // Style
    public func font(_ font: Font?) -> _Modified<Self, _Style> { fatalError() }
    public func fontWeight(_ weight: Font.Weight?) -> _Modified<Self, _Style> { fatalError() }
    public func bold(_ isActive: Bool = true) -> _Modified<Self, _Style> { fatalError() }
    public func foregroundColor(_ color: Color?) -> _Modified<Self, _Style> { fatalError() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _Modified<Self, _Style> { fatalError() }
    public func tint(_ tint: Color?) -> _Modified<Self, _Style> { fatalError() }
    public func opacity(_ opacity: Double) -> _Modified<Self, _Style> { fatalError() }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> _Modified<Self, _Style> { fatalError() }
    public func shadow(radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _Modified<Self, _Style> { fatalError() }
    public func lineLimit(_ number: Int?) -> _Modified<Self, _Style> { fatalError() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> _Modified<Self, _Style> { fatalError() }
    public func listStyle<S: ListStyle>(_ style: S) -> _Modified<Self, _Style> { fatalError() }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _Modified<Self, _Style> { fatalError() }
    public func disabled(_ disabled: Bool) -> _Modified<Self, _Style> { fatalError() }
    public func hidden() -> _Modified<Self, _Style> { fatalError() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> _Modified<Self, _Style> { fatalError() }
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> _Modified<Self, _Style> { fatalError() }
    public func transition(_ t: AnyTransition) -> _Modified<Self, _Style> { fatalError() }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> _Modified<Self, _Style> { fatalError() }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _Modified<Self, _Style> { fatalError() }
    // Apple's SDK disfavours the older view overload, so a `Color` picks the shape-style one.
    @available(*, deprecated, message: "Use `background(alignment:content:)` instead.")
    @_disfavoredOverload public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> _Modified<Self, _Style> { fatalError() }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> _Modified<Self, _Style> { fatalError() }
#if API15
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _Modified<Self, _Style> { fatalError() }
#endif
#if API16
    public func scrollContentBackground(_ visibility: Visibility) -> _Modified<Self, _Style> { fatalError() }
#endif

    // Identity and the traits a row's top-level view carries
    public func id<ID: Hashable>(_ id: ID) -> _Modified<Self, _Trait> { fatalError() }
    public func tag<V: Hashable>(_ tag: V) -> _Modified<Self, _Trait> { fatalError() }
    public func listRowBackground<V: View>(_ view: V?) -> _Modified<Self, _Trait> { fatalError() }
    public func listRowInsets(_ insets: EdgeInsets?) -> _Modified<Self, _Trait> { fatalError() }
    public func deleteDisabled(_ isDisabled: Bool) -> _Modified<Self, _Trait> { fatalError() }
    public func moveDisabled(_ isDisabled: Bool) -> _Modified<Self, _Trait> { fatalError() }
    public func listItemTint(_ tint: Color?) -> _Modified<Self, _Trait> { fatalError() }
#if API15
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> _Modified<Self, _Trait> { fatalError() }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> _Modified<Self, _Trait> { fatalError() }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> _Modified<Self, _Trait> { fatalError() }
    public func badge(_ count: Int) -> _Modified<Self, _Trait> { fatalError() }
    public func badge(_ label: Text?) -> _Modified<Self, _Trait> { fatalError() }
    public func badge(_ key: LocalizedStringKey) -> _Modified<Self, _Trait> { fatalError() }
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> _Modified<Self, _Trait> { fatalError() }
#endif
#if API17
    public func selectionDisabled(_ isDisabled: Bool = true) -> _Modified<Self, _Trait> { fatalError() }
#endif

    // Actions
    public func onAppear(perform action: (() -> Void)? = nil) -> _Modified<Self, _Action> { fatalError() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> _Modified<Self, _Action> { fatalError() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> _Modified<Self, _Action> { fatalError() }
    // iOS 13.4 and macOS 10.15: older than every target the stand-in builds for.
    public func onHover(perform action: @escaping (Bool) -> Void) -> _Modified<Self, _Action> { fatalError() }
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> _Modified<Self, _Action> { fatalError() }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> _Modified<Self, _Action>
        where P.Failure == Never { fatalError() }
#if API14
    @available(iOS, introduced: 14.0, deprecated: 17.0)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> _Modified<Self, _Action> { fatalError() }
#endif
#if API17
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> _Modified<Self, _Action> { fatalError() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> _Modified<Self, _Action> { fatalError() }
#endif
#if API15
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> _Modified<Self, _Action> { fatalError() }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> _Modified<Self, _Action> { fatalError() }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> _Modified<Self, _Action> { fatalError() }
    public func searchable(text: Binding<String>, prompt: Text? = nil) -> _Modified<Self, _Action> { fatalError() }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, prompt: S) -> _Modified<Self, _Action> { fatalError() }
    public func onSubmit(_ action: @escaping () -> Void) -> _Modified<Self, _Action> { fatalError() }
#endif
#if API16
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> _Modified<Self, _Action> { fatalError() }
#endif
    public func accessibilityLabel(_ label: Text) -> _Modified<Self, _Action> { fatalError() }

    // Presentation and navigation
    public func navigationTitle(_ title: Text) -> _Modified<Self, _Presentation> { fatalError() }
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> _Modified<Self, _Presentation> { fatalError() }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> _Modified<Self, _Presentation> { fatalError() }
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> _Modified<Self, _Presentation> { fatalError() }
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> _Modified<Self, _Presentation> { fatalError() }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> _Modified<Self, _Presentation> { fatalError() }
    @available(macOS, unavailable)
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> _Modified<Self, _Presentation> { fatalError() }
#if API16
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> _Modified<Self, _Presentation> { fatalError() }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> _Modified<Self, _Presentation> { fatalError() }
#endif
#if API15
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> _Modified<Self, _Presentation> { fatalError() }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> _Modified<Self, _Presentation> { fatalError() }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> _Modified<Self, _Presentation> { fatalError() }
#endif
    public func environmentObject<T: ObservableObject>(_ object: T) -> _Modified<Self, _Presentation> { fatalError() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _Modified<Self, _Presentation> { fatalError() }
}

public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
}

public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

public struct AnyTransition {
    public static let opacity = AnyTransition()
    public static let slide = AnyTransition()
    public func animation(_ animation: Animation?) -> AnyTransition { fatalError() }
}

public protocol PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {} }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {} }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { fatalError() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { fatalError() } }
