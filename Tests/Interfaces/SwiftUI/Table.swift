#if API16
/// Rows of a `Table`: their value must be Identifiable.
public protocol TableRowContent {
    associatedtype TableRowValue: Identifiable
}

public protocol TableColumnContent {
    associatedtype TableRowValue: Identifiable
    associatedtype TableColumnSortComparator: SortComparator
}

public struct TableForEachContent<Data>: TableRowContent where Data: RandomAccessCollection, Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
}

public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
}

@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
        where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Sort { fatalError() }
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
        where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort { fatalError() }
    public static func buildBlock<each Column: TableColumnContent>(_ column: repeat each Column) -> TupleTableColumnContent<RowValue, Sort, (repeat each Column)> { fatalError() }
    // Apple's builder also takes unsortable columns (`TableColumn("Title") { … }`) in a table with
    // a `sortOrder:` (real apps compile so); a column that can sort still sorts.
    @_disfavoredOverload
    public static func buildExpression<Content: TableColumnContent>(_ content: Content) -> Content
        where Content.TableRowValue == RowValue, Content.TableColumnSortComparator == Never { fatalError() }
    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
        where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { fatalError() }
}

public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
}

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
}

/// Unsortable columns that show a string property (for tables without `sortOrder:`).
extension TableColumn where Sort == Never, Content == Text, Label == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) { fatalError() }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) { fatalError() }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) { fatalError() }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) { fatalError() }
}

/// iOS 16, macOS 12. Apple's documentation: "In a compact horizontal size class environment, the
/// table doesn't show headers and shows only the first column of data" (iPhone, and an iPad in
/// Slide Over or a narrow Split View). On macOS and in regular widths every column shows.
public struct Table<Value, Rows, Columns>: _PrimitiveView
    where Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent, Rows.TableRowValue == Columns.TableRowValue {}

extension Table {
    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableColumnSortComparator == Never { fatalError() }

    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Sort.Compared { fatalError() }

    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableColumnSortComparator == Never { fatalError() }

    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
        where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableColumnSortComparator == Never { fatalError() }
}
#endif
