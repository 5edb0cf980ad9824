/// Every rule listfix knows, in catalog order.
public enum RuleCatalog {
    public static let all: [any Rule] = [
        IndicesID(),
        OffsetID(),
        FilteredIndexBinding(),
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
        ListBackground(),
        TableSort(),
        TableIdentifiable(),
    ]

    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.metadata.id == id } }
}
