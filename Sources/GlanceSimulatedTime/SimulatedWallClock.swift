import CSimulatedTime
import Foundation
import GlanceWidgets

/// Makes the C library's wall-clock reads in this process answer with `WidgetTime.current`
/// while the firmware runs widget code, so `Date()` in a provider or a view is simulated
/// time. The executable must link this module (it exports the C library's clock functions);
/// `install()` is idempotent and cheap after the first call.
public enum SimulatedWallClock {
    /// Installs the source once per process.
    public static func install() { _ = installed }

    /// Whether the wall clock of this process can be simulated (the executable exports the
    /// clock functions this module defines).
    public static var isInterposed: Bool { glance_simulated_time_interposed() == 1 }

    private static let installed: Void = glance_simulated_time_install(read)

    /// The C source: the caller's simulated moment in nanoseconds since 1970, if any.
    private static let read: glance_simulated_time_source = { nanoseconds in
        guard let date = WidgetTime.current, let nanoseconds else { return 0 }
        let value = (date.timeIntervalSince1970 * 1e9).rounded()
        guard value.isFinite, abs(value) < 9e18 else { return 0 }
        nanoseconds.pointee = Int64(value)
        return 1
    }
}
