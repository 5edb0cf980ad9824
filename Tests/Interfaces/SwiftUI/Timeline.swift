// TimelineView and its periodic schedule (iOS 15, macOS 12), as Apple declares them.

public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        public mutating func next() -> Date? { fatalError() }
    }

    public init(from startDate: Date, by interval: TimeInterval) {}
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { fatalError() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { fatalError() }
}

public struct TimelineViewDefaultContext {
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    public let date: Date
    public let cadence: Cadence
}

public struct TimelineView<Schedule: TimelineSchedule, Content> {
    public typealias Context = TimelineViewDefaultContext
}

extension TimelineView: View, _PrimitiveView where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) { fatalError() }
}
