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

    /// Reads one `--state` value, or fails naming the allowed forms.
    init(parsing text: String) throws {
        var lock: LockState?
        var alwaysOn = false
        for part in text.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            if part == "always-on", !alwaysOn {
                alwaysOn = true
            } else if let found = LockState(rawValue: part), lock == nil {
                lock = found
            } else {
                throw ValidationError("unknown --state '\(text)'; valid: \(Self.forms)")
            }
        }
        self.init(lock: lock ?? .unlocked, alwaysOn: alwaysOn)
    }

    /// The name rows and files use: the shortest spelling that reads back the same.
    var name: String {
        switch (lock, alwaysOn) {
        case (_, false): lock.rawValue
        case (.unlocked, true): "always-on"
        case (_, true): "\(lock.rawValue)+always-on"
        }
    }
}
