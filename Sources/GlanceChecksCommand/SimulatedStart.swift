import ArgumentParser
import Foundation

/// The `--start` option of commands that run the simulated clock.
package enum SimulatedStart {
    /// An ISO 8601 date, or `now`: the host's clock, read here in the command (the firmware
    /// only ever sees the simulated one), rounded down to the hour if asked.
    package static func parse(_ text: String, roundedToHour: Bool = false) throws -> Date {
        if text == "now" {
            let now = Date().timeIntervalSinceReferenceDate
            return Date(timeIntervalSinceReferenceDate: roundedToHour ? (now / 3600).rounded(.down) * 3600 : now)
        }
        guard let date = ISO8601DateFormatter().date(from: text) else {
            throw ValidationError("--start '\(text)' is not an ISO 8601 date like 2026-06-03T08:00:00Z, or 'now'")
        }
        return date
    }
}
