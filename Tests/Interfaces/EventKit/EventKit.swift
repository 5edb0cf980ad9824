// Stand-in for EventKit: the calendar item classes and the identifiers they expose, with Apple's
// signatures (every occurrence of a recurring event shares `calendarItemIdentifier` and
// `eventIdentifier`).
import Foundation

open class EKObject: NSObject {}

open class EKCalendarItem: EKObject {
    open var calendarItemIdentifier: String { fatalError() }
    open var title: String! = nil
    open var location: String? = nil
    open var notes: String? = nil
}

open class EKEvent: EKCalendarItem {
    open var eventIdentifier: String! { fatalError() }
    open var startDate: Date! = nil
    open var endDate: Date! = nil
    open var isAllDay: Bool = false
}

open class EKReminder: EKCalendarItem {
    open var isCompleted: Bool = false
}

open class EKEventStore: NSObject {
    public override init() { super.init() }
    open func events(matching predicate: NSPredicate) -> [EKEvent] { fatalError() }
    open func predicateForEvents(withStart startDate: Date, end endDate: Date, calendars: [EKCalendar]?) -> NSPredicate { fatalError() }
}

open class EKCalendar: EKObject {}
