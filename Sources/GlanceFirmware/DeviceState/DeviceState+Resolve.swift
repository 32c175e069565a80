import GlanceUI
import GlanceWidgets

extension DeviceState {
    /// What Resolve decided for a widget of `kind` with `protection` in this state: its
    /// redaction, whether its placeholder entry is shown, its luminance and accent variants.
    /// The firmware's one call into the Resolve stage (`Resolve`), which decides; this only
    /// hands it the facts.
    package func resolution(for kind: String, protection: WidgetDataProtection) -> Resolution {
        Resolve.decide(resolveFacts(for: kind, protection: protection))
    }

    /// Resolve's decision for this state with the redaction already decided as `redaction`:
    /// for callers that name the policy (`SlotRenderer.environment(…redaction:…)`).
    package func resolution(redaction: RedactionPolicy) -> Resolution {
        var resolution = Resolve.decide(resolveFacts(for: "", protection: .none))
        resolution.redaction = redaction
        return resolution
    }

    /// This state and `protection` as Resolve reads them, case for case. A case Resolve does
    /// not know (none today; a test checks) reads as the one that shows least.
    func resolveFacts(for kind: String, protection: WidgetDataProtection) -> ResolveFacts {
        var facts = ResolveFacts(lock: resolveLock, protection: ResolveFacts.Protection(rawValue: protection.rawValue) ?? .complete)
        facts.allowsAccessWhenLocked = privacy.allowAccessWhenLocked
        facts.passcodeSet = privacy.passcodeSet
        facts.hidesSensitiveComplications = privacy.hidesSensitive(kind)
        facts.isLuminanceReduced = isLuminanceReduced
        facts.tintsAccentGroup = renderingMode == .accented
        return facts
    }

    /// The lock as Resolve reads it.
    var resolveLock: ResolveFacts.Lock { ResolveFacts.Lock(rawValue: lock.rawValue) ?? .rebootedBeforeFirstUnlock }
}
