import ArgumentParser
import GlanceFirmware

/// A device state a benchmark row is measured in, as `--state` names it: a lock state
/// (`unlocked`, `locked`, `rebootedBeforeFirstUnlock`), `always-on` (wrist down, unlocked), or
/// a lock state and `always-on` joined with `+` (`locked+always-on`).
struct BenchState: Hashable, Sendable {
    var lock: LockState
    var alwaysOn: Bool

    static var forms: String {
        (LockState.allCases.map(\.rawValue) + ["always-on"]).joined(separator: ", ") + ", or a lock state and always-on joined with + (locked+always-on)"
    }

    init(lock: LockState, alwaysOn: Bool) {
        self.lock = lock
        self.alwaysOn = alwaysOn
    }

    /// Reads one `--state` value (a `NamedDeviceState` without a rendering mode), or fails
    /// naming the allowed forms.
    init(parsing text: String) throws {
        guard let named = try? NamedDeviceState(parsing: text), named.mode == .fullColor else {
            throw ValidationError("unknown --state '\(text)'; valid: \(Self.forms)")
        }
        self.init(lock: named.lock, alwaysOn: named.alwaysOn)
    }

    /// The name rows and files use: the shortest spelling that reads back the same.
    var name: String { NamedDeviceState(lock: lock, alwaysOn: alwaysOn).name }
}
