/// Every design check Glance runs, with its title, default severity and documentation.
public enum CheckID: String, Codable, Sendable, CaseIterable {
    case textTruncated = "text-truncated"
    case textScaled = "text-scaled"
    case textTooSmall = "text-too-small"
    case outsideSlot = "outside-slot"
    case outsideMask = "outside-mask"
    case inlineTooWide = "inline-too-wide"
    case privacyLeak = "privacy-leak"
    case privacyUnmarked = "privacy-unmarked"
    case alwaysOnLit = "always-on-lit"
    case burnIn = "burn-in"
    case alwaysOnSeconds = "always-on-seconds"
    case accentMissing = "accent-missing"
    case imageVanishes = "image-vanishes"
    case vibrantContrast = "vibrant-contrast"
    case entriesTooClose = "entries-too-close"
    case entryUnchanged = "entry-unchanged"
    case reloadBudget = "reload-budget"
    case entryInPast = "entry-in-past"
    case unsupportedFamily = "unsupported-family"
    case thinLine = "thin-line"
    case unknownSymbol = "unknown-symbol"
    case missingGlyph = "missing-glyph"
    case entriesOutOfOrder = "entries-out-of-order"
    case timelineInPast = "timeline-in-past"
    case extensionCrash = "extension-crash"
    case extensionTimeout = "extension-timeout"
    case extensionMemory = "extension-memory"
    case extensionOversized = "extension-oversized"
    case providerError = "provider-error"
    case faceSlot = "face-slot"
    case faceUnrenderable = "face-unrenderable"

    /// One line saying what the check finds.
    public var title: String {
        switch self {
        case .textTruncated: "Text truncated or cut"
        case .textScaled: "Text shrunk below the family's smallest text size"
        case .textTooSmall: "Text set smaller than the family's smallest text size"
        case .outsideSlot: "Content drawn outside the slot"
        case .outsideMask: "Content outside the circular or corner mask"
        case .inlineTooWide: "Inline content too wide for the face"
        case .privacyLeak: "Sensitive content visible while locked"
        case .privacyUnmarked: "Sensitive-looking content not marked privacySensitive"
        case .alwaysOnLit: "Always On frame too bright for the preset"
        case .burnIn: "Pixels lit too long in Always On"
        case .alwaysOnSeconds: "Seconds shown while luminance is reduced"
        case .accentMissing: "Nothing accentable in accented mode"
        case .imageVanishes: "Full-colour image vanishes when desaturated"
        case .vibrantContrast: "Low contrast in vibrant mode"
        case .entriesTooClose: "Timeline entries closer than five minutes"
        case .entryUnchanged: "Timeline entry shows nothing new"
        case .reloadBudget: "Reload budget exceeded over the day"
        case .entryInPast: "Timeline entry in the past, never shown"
        case .unsupportedFamily: "Family asked for that no checked device shows"
        case .thinLine: "Line thinner than 2 pt"
        case .unknownSymbol: "SF Symbol name Glance does not draw"
        case .missingGlyph: "Characters no font draws, shown as boxes"
        case .entriesOutOfOrder: "Timeline entries not in date order"
        case .timelineInPast: "Every entry of a timeline in the past"
        case .extensionCrash: "Widget extension crashed"
        case .extensionTimeout: "Widget extension did not answer in time"
        case .extensionMemory: "Widget extension over its memory ceiling"
        case .extensionOversized: "Widget extension answer too large"
        case .providerError: "Provider or extension failed a request"
        case .faceSlot: "Face slot left empty or its parameters not set"
        case .faceUnrenderable: "Face that cannot be drawn"
        }
    }

    /// The severity findings get unless the caller says otherwise.
    public var defaultSeverity: Severity {
        switch self {
        case .outsideSlot, .outsideMask, .privacyLeak, .reloadBudget, .alwaysOnSeconds, .unsupportedFamily, .burnIn, .extensionCrash,
            .extensionTimeout, .extensionMemory, .extensionOversized, .providerError, .faceUnrenderable:
            .error
        case .alwaysOnLit, .textTruncated, .textScaled, .textTooSmall, .inlineTooWide, .privacyUnmarked, .imageVanishes,
            .vibrantContrast, .entriesTooClose, .entryUnchanged, .entryInPast, .thinLine, .unknownSymbol, .missingGlyph, .entriesOutOfOrder, .timelineInPast, .faceSlot:
            .warning
        // Advice rather than a fault: an accent group is the widget's choice (see docs/checks.md).
        case .accentMissing:
            .note
        }
    }

    /// Where the check is documented, relative to the repository.
    public var documentation: String { "docs/checks.md#\(rawValue)" }

    /// Whether the check looks at rendered cells (family × device × state × entry) or at the
    /// widget's timeline over the simulated day (and the views it archives), which no device
    /// or state changes.
    public var isTimelineCheck: Bool {
        switch self {
        case .entriesTooClose, .entryUnchanged, .reloadBudget, .entryInPast, .unsupportedFamily, .unknownSymbol, .entriesOutOfOrder, .timelineInPast,
            .extensionCrash, .extensionTimeout, .extensionMemory, .extensionOversized, .providerError:
            true
        default: false
        }
    }
}
