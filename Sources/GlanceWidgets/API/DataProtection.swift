/// When a widget's content may be shown, as the device's data protection allows.
public enum WidgetDataProtection: String, Hashable, Sendable, Codable, CaseIterable {
    /// Hidden (placeholder) whenever the device is locked.
    case complete
    /// Hidden while the device is passcode-locked.
    case completeUnlessOpen
    /// Placeholder only after a reboot, until the first unlock.
    case completeUntilFirstUserAuthentication
    /// As `completeUntilFirstUserAuthentication`: nothing is readable before the first unlock.
    case none
}
