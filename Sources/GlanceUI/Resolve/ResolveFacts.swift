import GlanceGraphics
/// What Resolve decides from: the device's lock and privacy settings, the widget's data
/// protection, and how the device draws now. The firmware fills it in from its own types
/// (`DeviceState`, `WidgetDataProtection`) case for case, deciding nothing on the way.
package struct ResolveFacts: Hashable, Sendable {
    /// Whether the device can be read: `LockState`'s cases, by the same names.
    package enum Lock: String, Hashable, Sendable, CaseIterable {
        case unlocked, locked
        /// Restarted and not unlocked since: nothing protected is readable.
        case rebootedBeforeFirstUnlock
    }

    /// When a widget's content may be shown: `WidgetDataProtection`'s cases, by the same names.
    package enum Protection: String, Hashable, Sendable, CaseIterable {
        case complete, completeUnlessOpen, completeUntilFirstUserAuthentication, none
    }

    package var lock: Lock
    package var protection: Protection
    /// The Lock Screen's "Allow access when locked" for widgets.
    package var allowsAccessWhenLocked = true
    /// Whether a passcode protects the device (`completeUnlessOpen` hides only then).
    package var passcodeSet = true
    /// Whether "Hide Sensitive Complications" covers this widget's kind.
    package var hidesSensitiveComplications = true
    /// Wrist down: Always On, dimmed.
    package var isLuminanceReduced = false
    /// Accented rendering: the accent group is tinted, and asset catalogs' tinted variants drawn.
    package var tintsAccentGroup = false

    package init(lock: Lock, protection: Protection) {
        self.lock = lock
        self.protection = protection
    }
}
