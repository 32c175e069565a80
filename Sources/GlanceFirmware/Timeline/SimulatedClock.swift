import Foundation

/// The firmware's time. It never reads the wall clock: a host moves it, by real time at a
/// speed factor (the window), or event by event (headless runs and tests).
@MainActor
public final class SimulatedClock {
    public private(set) var now: Date
    /// Simulated seconds per real second while running.
    public var speed: Double = 1
    public var isPaused = false

    public init(start: Date) { now = start }

    /// The moment headless runs, checks and golden tests start at unless told otherwise:
    /// 3 June 2026, 10:09:30 UTC (watch faces' classic 10:09).
    public nonisolated static let referenceDate = Date(timeIntervalSince1970: 1_780_481_370)

    /// Moves time on by `realSeconds` of the host's time, times the speed, unless paused.
    public func tick(realSeconds: TimeInterval) {
        guard !isPaused, realSeconds > 0, realSeconds.isFinite else { return }
        now = now.addingTimeInterval(realSeconds * speed)
    }

    /// Moves time on by `seconds` of simulated time, paused or not (a step).
    public func step(by seconds: TimeInterval) {
        guard seconds > 0, seconds.isFinite else { return }
        now = now.addingTimeInterval(seconds)
    }

    /// Sets the time; it never goes backwards.
    public func jump(to date: Date) {
        if date > now { now = date }
    }

    /// Sets the time, earlier or later: a person scrubbing a timeline. The engine shows, at
    /// the earlier time too, the latest entry not after it.
    public func scrub(to date: Date) {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return }
        now = date
    }
}
