import GlanceGraphics
/// The Resolve stage, between archive and layout: it decides what a widget's archived tree may
/// show on this device now, and applies that decision, so that layout and leaf drawing draw
/// only what was decided.
///
/// **The security boundary.** Everything that decides what a locked device may show is in
/// `Sources/GlanceUI/Resolve/`; read this folder to review it (docs/device-state.md):
/// - `Resolve.decide(_:)`, the one call the firmware makes: from the lock, the privacy
///   settings, the widget's data protection, Always On and the rendering mode (`ResolveFacts`),
///   a `Resolution`: its `RedactionPolicy`, whether the widget's placeholder entry is shown,
///   the luminance variant and whether the accent group is tinted.
/// - `Resolution.apply(to:)`: what archiving (widget code) learns of it: a placeholder's
///   redaction reason, Always On, tinted assets; never the lock.
/// - `RedactionPolicy.apply(to:)` and `wrap(_:)`: the flags layout reads, which no widget
///   can write, and the firmware's tag on a tree it hides whole.
/// - `LayoutTreeBuilder+Resolve`: `privacySensitive`, `redacted`, `unredacted` and the accent
///   markers; the drawing effects and shapes a widget chose, dropped inside hidden content.
/// - `RedactionPolicy+Corner`: what a corner's own curved drawing hides.
/// - `FirmwarePlaceholder` and `EnvironmentValues+Placeholder`: the paint hidden content is
///   drawn in, which depends on no colour the widget chose.
///
/// Leaf layouts (text, rich text, symbols, images, gauges) and the corner renderer read
/// `drawsPlaceholder` and draw placeholder bars and shapes in the paint given here; none of
/// them decides what is hidden. Whatever a widget does, while the device is locked nothing it
/// marks `privacySensitive()` reaches the pixels when its policy hides sensitive content, and
/// nothing of it at all under a placeholder.
package enum Resolve {
    /// What a widget may show in the state `facts` describe. The firmware asks here and
    /// nowhere else; it decides nothing of this itself.
    package static func decide(_ facts: ResolveFacts) -> Resolution {
        Resolution(
            redaction: redaction(facts), isLuminanceReduced: facts.isLuminanceReduced, tintsAccentGroup: facts.tintsAccentGroup)
    }

    /// What the lock, the privacy settings and the widget's data protection let reach the pixels.
    static func redaction(_ facts: ResolveFacts) -> RedactionPolicy {
        switch facts.lock {
        case .unlocked:
            return .none
        case .rebootedBeforeFirstUnlock:
            return .placeholder
        case .locked:
            guard facts.allowsAccessWhenLocked else { return .placeholder }
            let sensitive: RedactionPolicy = facts.hidesSensitiveComplications ? .hideSensitive : .none
            switch facts.protection {
            case .complete: return .placeholder
            case .completeUnlessOpen: return facts.passcodeSet ? .placeholder : sensitive
            case .completeUntilFirstUserAuthentication, .none: return sensitive
            }
        }
    }

    /// Whether a frame must depend on itself alone: locked, before the first unlock, or in
    /// Always On. Nothing drawn before such a frame, in any state, may survive into its pixels
    /// (DESIGN.md), so it is drawn on a canvas of its own, never repainted over a kept one.
    package static func drawsFramesAlone(lock: ResolveFacts.Lock, isLuminanceReduced: Bool) -> Bool {
        lock != .unlocked || isLuminanceReduced
    }
}
