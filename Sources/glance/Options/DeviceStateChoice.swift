import ArgumentParser
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// Device state named on the command line (lock state, wrist, rendering mode, tint), checked
/// with errors that list the valid values; shared by the commands that draw.
enum DeviceStateChoice {
    /// The state `--state` names (`locked+always-on`, `vibrant`, …), with `--lock`, `--always-on`
    /// and `--mode` adding what it leaves out; an option contradicting `--state` is an error.
    static func state(named name: String?, lock: String?, alwaysOn: Bool, mode: String?, tint: String) throws -> DeviceState {
        let named: NamedDeviceState
        do { named = try name.map { try NamedDeviceState(parsing: $0) } ?? NamedDeviceState() } catch {
            throw ValidationError("--state: \(error)")
        }
        let pickedLock = try lock.map { try pick($0, "--lock", LockState.self) }
        let pickedMode = try mode.map { try pick($0, "--mode", WidgetRenderingMode.self) }
        if let pickedLock, named.lock != .unlocked, pickedLock != named.lock {
            throw ValidationError("--lock \(pickedLock.rawValue) contradicts --state \(named.name)")
        }
        if let pickedMode, named.mode != .fullColor, pickedMode != named.mode {
            throw ValidationError("--mode \(pickedMode.rawValue) contradicts --state \(named.name)")
        }
        let merged = NamedDeviceState(
            lock: pickedLock ?? named.lock, alwaysOn: named.alwaysOn || alwaysOn, mode: pickedMode ?? named.mode)
        return merged.deviceState(tint: try Self.tint(tint))
    }

    /// The colour `--tint` names.
    static func tint(_ text: String) throws -> Color {
        guard let color = Color(parsing: text) else { throw ValidationError("--tint: '\(text)' is not a colour name or #RRGGBB[AA] value") }
        return color
    }

    /// The case of `T` named `value`, or an error naming `option` and the valid names.
    static func pick<T: RawRepresentable & CaseIterable>(_ value: String, _ option: String, _: T.Type) throws -> T where T.RawValue == String {
        guard let v = T(rawValue: value) else {
            throw ValidationError("unknown \(option) '\(value)'; valid: " + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return v
    }
}
