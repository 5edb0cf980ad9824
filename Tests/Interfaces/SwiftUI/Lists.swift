public struct List<SelectionValue, Content>: _PrimitiveView where SelectionValue: Hashable, Content: View {
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { fatalError() }
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { fatalError() }

    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { fatalError() }
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { fatalError() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { fatalError() }

    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable { fatalError() }

    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View { fatalError() }

    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View { fatalError() }

    public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
              Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable { fatalError() }

    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
        where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
              Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable { fatalError() }
}

public struct Form<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

public struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    public var body: Never { fatalError() }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
#if API15
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) { fatalError() }
#endif
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) { fatalError() }
#if API15
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { fatalError() }
#endif
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(footer: Footer, @ViewBuilder content: () -> Content) { fatalError() }
#if API15
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) { fatalError() }
#endif
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

#if API15
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { fatalError() }
}
#endif

public struct OutlineGroup<Data, ID, Parent, Leaf, Subgroup> where Data: RandomAccessCollection, ID: Hashable {}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable {
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
        where DataElement: Identifiable, DataElement == Data.Element { fatalError() }
}

public struct OutlineSubgroupChildren: _PrimitiveView {}

public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) { fatalError() }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) { fatalError() }
}

public protocol ListStyle {}
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }
public struct DefaultListStyle: ListStyle { public init() {} }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { fatalError() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { fatalError() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { fatalError() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { fatalError() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { fatalError() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { fatalError() } }
