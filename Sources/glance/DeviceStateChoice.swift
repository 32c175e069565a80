import ArgumentParser
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// Device state named on the command line (lock state, wrist, rendering mode, tint), checked
/// with errors that list the valid values; shared by the commands that draw.
enum DeviceStateChoice {
    /// The state the options name.
    static func state(lock: String, alwaysOn: Bool, mode: String, tint: String) throws -> DeviceState {
        var state = DeviceState(
            lock: try pick(lock, "--lock", LockState.self), isLuminanceReduced: alwaysOn,
            renderingMode: try pick(mode, "--mode", WidgetRenderingMode.self))
        guard let color = Color(parsing: tint) else { throw ValidationError("--tint: '\(tint)' is not a colour name or #RRGGBB[AA] value") }
        state.tint = color
        return state
    }

    /// The case of `T` named `value`, or an error naming `option` and the valid names.
    static func pick<T: RawRepresentable & CaseIterable>(_ value: String, _ option: String, _: T.Type) throws -> T where T.RawValue == String {
        guard let v = T(rawValue: value) else {
            throw ValidationError("unknown \(option) '\(value)'; valid: " + T.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return v
    }
}
