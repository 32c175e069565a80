import Foundation
import Synchronization

/// The moment widget code sees as now (`Date()`, `Date.now`) while the firmware runs it: the
/// simulated time a provider is asked at, or the date of the entry whose view is being made,
/// frozen for the call. Outside those calls, widget code sees the real clock
/// (docs/timeline.md, "What widget code sees"). A backend makes the C library's wall-clock
/// reads answer with `current` (`SimulatedWallClock`); this type only says what time it is.
package enum WidgetTime {
    /// The moment bound for the current task or thread, and the tasks it starts.
    @TaskLocal package static var date: Date?

    /// A moment for every thread of the process, for an extension process while it answers a
    /// request, so that work widget code hands to other queues sees it too.
    private static let processDate = Mutex<Date?>(nil)

    /// The simulated moment for the caller, if any: the task's, else the process's.
    package static var current: Date? { date ?? processDate.withLock { $0 } }

    /// Runs `body` with widget code seeing `date` as now.
    package static func at<T>(_ date: Date, _ body: () throws -> T) rethrows -> T {
        try $date.withValue(date, operation: body)
    }

    /// Runs `body` with every thread of the process seeing `date` as now (unless a task binds
    /// its own), then restores the real clock.
    package static func everywhere<T>(
        at date: Date, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async rethrows -> T {
        processDate.withLock { $0 = date }
        defer { processDate.withLock { $0 = nil } }
        return try await body()
    }
}
