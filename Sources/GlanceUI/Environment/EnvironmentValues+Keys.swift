import GlanceGraphics
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


