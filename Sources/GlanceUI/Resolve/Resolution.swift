import GlanceGraphics
/// What Resolve decided for one widget in one device state: what reaches the pixels, which
/// entry is shown, and the luminance and accent variants it is drawn in.
package struct Resolution: Hashable, Sendable {
    /// What the firmware lets reach the pixels.
    package var redaction: RedactionPolicy
    /// Always On: the archive's dimmed variant, time shown to the minute, the panel dimmed.
    package var isLuminanceReduced: Bool
    /// Accented rendering: the accent group is tinted apart from the rest.
    package var tintsAccentGroup: Bool

    package init(redaction: RedactionPolicy, isLuminanceReduced: Bool = false, tintsAccentGroup: Bool = false) {
        self.redaction = redaction
        self.isLuminanceReduced = isLuminanceReduced
        self.tintsAccentGroup = tintsAccentGroup
    }

    /// Whether the widget's placeholder entry is shown in place of its timeline's.
    package var showsPlaceholderEntry: Bool { redaction == .placeholder }

    /// Tells the environment a widget is archived in what it may know of this: Always On,
    /// tinted assets, and a placeholder's redaction reason. Widget code never learns that the
    /// device is locked: in WidgetKit its views are archived once and the system hides
    /// sensitive content when it draws (a widget that saw `.privacy` could drop its own
    /// `privacySensitive`). Only a placeholder is drawn as one.
    package func apply(to env: inout EnvironmentValues) {
        env.isLuminanceReduced = isLuminanceReduced
        env.drawsTintedAssets = tintsAccentGroup
        switch redaction {
        case .none, .hideSensitive: break
        case .placeholder: env.redactionReasons = .placeholder
        }
    }
}
