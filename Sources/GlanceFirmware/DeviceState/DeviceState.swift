import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Whether the device can be read.
public enum LockState: String, Hashable, Sendable, CaseIterable, Codable {
    case unlocked, locked
    /// Restarted and not unlocked since: nothing protected is readable.
    case rebootedBeforeFirstUnlock
}

/// The privacy settings people choose.
public struct PrivacySettings: Hashable, Sendable {
    /// Apple Watch's "Hide Sensitive Complications".
    public enum HideSensitive: Hashable, Sendable {
        case off, all
        case only(Set<String>)
    }

    public var hideSensitiveComplications: HideSensitive = .all
    /// The Lock Screen's "Allow access when locked" for widgets.
    public var allowAccessWhenLocked = true
    /// Whether a passcode protects the device (`completeUnlessOpen` hides only then).
    public var passcodeSet = true

    public init() {}

    /// Whether content marked sensitive in widgets of `kind` is hidden while locked.
    public func hidesSensitive(_ kind: String) -> Bool {
        switch hideSensitiveComplications {
        case .off: false
        case .all: true
        case .only(let kinds): kinds.contains(kind)
        }
    }
}

/// Everything about the device that changes how widgets draw.
public struct DeviceState: Hashable, Sendable {
    public var lock: LockState = .unlocked
    /// Wrist down: Always On, dimmed, updated once a minute.
    public var isLuminanceReduced = false
    public var renderingMode: WidgetRenderingMode = .fullColor
    /// The face's tint for the accent group in accented mode.
    public var tint: Color = .orange
    public var privacy = PrivacySettings()

    public init(lock: LockState = .unlocked, isLuminanceReduced: Bool = false, renderingMode: WidgetRenderingMode = .fullColor) {
        self.lock = lock
        self.isLuminanceReduced = isLuminanceReduced
        self.renderingMode = renderingMode
    }

    /// What a widget of `kind` with `protection` may show in this state, as Resolve decides
    /// (`resolution(for:protection:)`).
    public func redaction(for kind: String, protection: WidgetDataProtection) -> RedactionPolicy {
        resolution(for: kind, protection: protection).redaction
    }

    /// Whether a frame in this state must depend on itself alone: locked, before the first
    /// unlock, or in Always On, as Resolve decides (`Resolve.drawsFramesAlone`). Nothing drawn
    /// before such a frame, in any state, may survive into its pixels (DESIGN.md), so it is
    /// drawn on a canvas of its own, never into a kept one.
    public var drawsFramesAlone: Bool { Resolve.drawsFramesAlone(lock: resolveLock, isLuminanceReduced: isLuminanceReduced) }

    /// How often the face redraws: every second, or once a minute in Always On.
    public var refreshInterval: Double { isLuminanceReduced ? 60 : 1 }
}
