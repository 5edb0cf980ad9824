/// Every rule listfix knows, in catalog order.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        IndicesID(),
        OffsetID(),
        FilteredIndexBinding(),
        OffsetsIntoSource(),
        UnaryRow(),
        CachedFilter(),
        EnumeratedArray(),
        ConstantRange(),
        RepeatedID(),
        MutableID(),
        UnstableID(),
        IDMadeInBody(),
        DerivedID(),
        ClassIdentity(),
        SelfID(),
        RowStateCopy(),
        FilteredCopyEdit(),
        IndexAcrossAwait(),
        ListBackground(),
        TableSort(),
        TableIdentifiable(),
        TableCompact(),
        EmptyState(),
        Refreshable(),
        AppendedOnAppear(),
        PerRowModifier(),
        SharedRowPresentation(),
        ObservedObjectMadeHere(),
    ]

    static func rule(_ id: String) -> (any Rule)? { all.first { $0.metadata.id == id } }

    /// Every rule's id: what `--rules`, `--disable`, the configuration and ignore comments may name.
    public static let ids: Set<String> = Set(all.map(\.metadata.id))
}
