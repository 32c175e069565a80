import Foundation
import GlanceGraphics
import GlanceWidgets

/// A device state as people name it on the command line, in sheet columns and in golden file
/// names: a lock state, `always-on`, a rendering mode, or several joined with `+`
/// (`locked+always-on`, `always-on+accented`). Parts left out are unlocked, wrist up, full colour.
public struct NamedDeviceState: Hashable, Sendable, CustomStringConvertible {
    public var lock: LockState
    public var alwaysOn: Bool
    public var mode: WidgetRenderingMode

    public init(lock: LockState = .unlocked, alwaysOn: Bool = false, mode: WidgetRenderingMode = .fullColor) {
        self.lock = lock
        self.alwaysOn = alwaysOn
        self.mode = mode
    }

    public static let unlocked = NamedDeviceState()
    public static let locked = NamedDeviceState(lock: .locked)
    public static let alwaysOn = NamedDeviceState(alwaysOn: true)
    public static let accented = NamedDeviceState(mode: .accented)
    public static let vibrant = NamedDeviceState(mode: .vibrant)

    /// The columns of a contact sheet and the default states of snapshot assertions.
    public static let standard: [NamedDeviceState] = [.unlocked, .locked, .alwaysOn, .accented, .vibrant]

    /// The forms `init(parsing:)` reads, for help text and errors.
    public static var forms: String {
        (LockState.allCases.map(\.rawValue) + ["always-on"] + WidgetRenderingMode.allCases.map(\.rawValue)).joined(separator: ", ")
            + ", or several joined with + (locked+always-on)"
    }

    /// Reads one state; each part (lock state, `always-on`, rendering mode) may appear once.
    public init(parsing text: String) throws(ChoiceError) {
        var lock: LockState?, alwaysOn = false, mode: WidgetRenderingMode?
        for part in text.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            if part == "always-on", !alwaysOn {
                alwaysOn = true
            } else if let found = LockState(rawValue: part), lock == nil {
                lock = found
            } else if let found = WidgetRenderingMode(rawValue: part), mode == nil {
                mode = found
            } else {
                throw ChoiceError("unknown state '\(text)'; valid: \(Self.forms)")
            }
        }
        self.init(lock: lock ?? .unlocked, alwaysOn: alwaysOn, mode: mode ?? .fullColor)
    }

    /// States from a comma-separated list (`all` is `standard`), without repeats.
    public static func list(parsing text: String) throws(ChoiceError) -> [NamedDeviceState] {
        if text == "all" { return standard }
        let states = try text.split(separator: ",").map { part throws(ChoiceError) in
            try NamedDeviceState(parsing: part.trimmingCharacters(in: .whitespaces))
        }.uniqued()
        guard !states.isEmpty else { throw ChoiceError("no state named; valid: \(Self.forms)") }
        return states
    }

    /// The shortest spelling that reads back the same (`unlocked` when nothing is set).
    public var name: String {
        var parts: [String] = []
        if lock != .unlocked { parts.append(lock.rawValue) }
        if alwaysOn { parts.append("always-on") }
        if mode != .fullColor { parts.append(mode.rawValue) }
        return parts.isEmpty ? "unlocked" : parts.joined(separator: "+")
    }

    public var description: String { name }

    /// The state as `device` can show it: itself when the device draws its rendering mode;
    /// nil for a state that is only a mode the device lacks (vibrant on a watch); else the same
    /// lock and luminance in the device's default mode (a locked iPhone draws vibrant).
    public func shown(on device: Device) -> NamedDeviceState? {
        if device.renderingModes.contains(mode) { return self }
        if lock == .unlocked && !alwaysOn && mode != .fullColor { return nil }
        return NamedDeviceState(lock: lock, alwaysOn: alwaysOn, mode: device.renderingModes.first ?? .fullColor)
    }

    /// `states` as `device` shows them (see `shown(on:)`), without repeats.
    public static func shown(_ states: [NamedDeviceState], on device: Device) -> [NamedDeviceState] {
        states.compactMap { $0.shown(on: device) }.uniqued()
    }

    /// The firmware's state for it, with the face's `tint` for accented mode (else the default).
    public func deviceState(tint: Color? = nil) -> DeviceState {
        var state = DeviceState(lock: lock, isLuminanceReduced: alwaysOn, renderingMode: mode)
        if let tint { state.tint = tint }
        return state
    }
}

/// A state or entry choice that could not be read; the message says what is valid.
public struct ChoiceError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
