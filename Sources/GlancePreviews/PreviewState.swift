import GlanceFirmware

/// A device state a preview is drawn in.
public enum PreviewState: String, CaseIterable, Sendable {
    // The names `glance sheet`, `render --state` and `check` use for the same states.
    case unlocked, locked
    case alwaysOn = "always-on"
    case accented, vibrant
    /// Locked since a restart: everything a widget protects drawn as placeholders.
    case rebootedBeforeFirstUnlock

    /// Earlier spellings, still read: `normal`, `alwaysOn`, `placeholder`.
    static let aliases: [String: PreviewState] = ["normal": .unlocked, "alwaysOn": .alwaysOn, "placeholder": .rebootedBeforeFirstUnlock]

    /// The firmware's state for it.
    public var deviceState: DeviceState {
        switch self {
        case .unlocked: DeviceState()
        case .locked: DeviceState(lock: .locked)
        case .alwaysOn: DeviceState(isLuminanceReduced: true)
        case .accented: DeviceState(renderingMode: .accented)
        case .vibrant: DeviceState(renderingMode: .vibrant)
        case .rebootedBeforeFirstUnlock: DeviceState(lock: .rebootedBeforeFirstUnlock)
        }
    }

    /// The firmware's state for it on `device`: a rendering mode the device does not offer is
    /// its first mode instead, as the window does (a phone's Lock Screen draws vibrant).
    public func deviceState(on device: Device) -> DeviceState {
        var state = deviceState
        if let first = device.renderingModes.first, !device.renderingModes.contains(state.renderingMode) { state.renderingMode = first }
        return state
    }

    /// States from a comma-separated list, or `all`: with a device, the states that look
    /// different on it (a watch has no vibrant mode, so `vibrant` would repeat `unlocked`).
    public static func parse(_ text: String, device: Device? = nil) throws(PreviewError) -> [PreviewState] {
        if text == "all" {
            guard let device else { return allCases }
            var seen: [DeviceState] = []
            return allCases.filter { state in
                let s = state.deviceState(on: device)
                if seen.contains(s) { return false }
                seen.append(s)
                return true
            }
        }
        return try text.split(separator: ",").map { (name) throws(PreviewError) in
            let name = String(name).trimmingCharacters(in: .whitespaces)
            guard let state = PreviewState(rawValue: name) ?? aliases[name] else {
                throw PreviewError("unknown state \"\(name)\"; valid states: \(allCases.map(\.rawValue).joined(separator: ", ")), all")
            }
            return state
        }
    }
}

/// Why previews could not be drawn or written.
public struct PreviewError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
