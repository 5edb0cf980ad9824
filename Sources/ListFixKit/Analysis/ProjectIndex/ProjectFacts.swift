/// Project-wide facts that only some rules read: a rule declares those it needs
/// (`RuleMetadata.facts`), and the declaration pass records, and the cache codes, only the facts
/// of the rules that run. (As go/analysis's `FactTypes`.)
public struct ProjectFacts: OptionSet, Hashable, Sendable {
    public var rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Which types the project shows as rows (`Declarations.isRowElement`): every file's row data
    /// paths, resolved once the project is read.
    static let rowElementTypes = ProjectFacts(rawValue: 1 << 0)
    /// Where the project hides a scroll background and clears AppKit tables' backgrounds
    /// (`BackgroundHiders`, for `list-background`).
    static let backgroundHiding = ProjectFacts(rawValue: 1 << 1)
    /// Properties whose value or getter is one value repeated (`RepeatedValue`, for `repeated-id`).
    static let repeatedValues = ProjectFacts(rawValue: 1 << 2)

    /// Computed properties whose getter makes new values each read (`MadeValues`, for `id-made-in-body`).
    static let madeValues = ProjectFacts(rawValue: 1 << 3)

    /// Views placed among a lazy container's rows (`LazyPlacement`, for `unary-row`).
    package static let lazyPlacements = ProjectFacts(rawValue: 1 << 4)

    /// Views a scene makes (`SceneRoots`, for `id-made-in-body`).
    package static let sceneRoots = ProjectFacts(rawValue: 1 << 5)

    /// Presentations view types bind to a flag (`RowViewPresentations`, for `shared-row-presentation`).
    package static let rowViewPresentations = ProjectFacts(rawValue: 1 << 6)

    /// Methods that take row offsets and what they apply them to (`OffsetsMethod`, for `offsets-into-source`).
    static let offsetsMethods = ProjectFacts(rawValue: 1 << 7)

    static let all: ProjectFacts = [.rowElementTypes, .backgroundHiding, .repeatedValues, .madeValues, .lazyPlacements, .sceneRoots,
                                    .rowViewPresentations, .offsetsMethods]
}
