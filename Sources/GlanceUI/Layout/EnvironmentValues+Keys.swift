/// Light or dark appearance; watch faces and lock screens are dark.
public enum ColorScheme: String, Codable, Hashable, Sendable, CaseIterable { case light, dark }

/// Why content is drawn as a placeholder instead of its real values.
public struct RedactionReasons: OptionSet, Codable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Content marked private while the device is locked.
    public static let privacy = RedactionReasons(rawValue: 1)
    /// Everything, as in a widget's placeholder.
    public static let placeholder = RedactionReasons(rawValue: 2)
    /// Content that is out of date.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.dark }
private struct LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// True in Always On, when the wrist is down and the display dims.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }

    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}
