import GlanceFirmware

/// A device state a preview is drawn in.
public enum PreviewState: String, CaseIterable, Sendable {
    case normal, locked, alwaysOn, accented, vibrant, placeholder

    /// The firmware's state for it.
    public var deviceState: DeviceState {
        switch self {
        case .normal: DeviceState()
        case .locked: DeviceState(lock: .locked)
        case .alwaysOn: DeviceState(isLuminanceReduced: true)
        case .accented: DeviceState(renderingMode: .accented)
        case .vibrant: DeviceState(renderingMode: .vibrant)
        case .placeholder: DeviceState(lock: .rebootedBeforeFirstUnlock)
        }
    }

    /// States from a comma-separated list, or `all`.
    public static func parse(_ text: String) throws(PreviewError) -> [PreviewState] {
        if text == "all" { return allCases }
        return try text.split(separator: ",").map { (name) throws(PreviewError) in
            guard let state = PreviewState(rawValue: String(name).trimmingCharacters(in: .whitespaces)) else {
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
