import GlanceGraphics
import GlanceUI

/// How the system draws a widget: as designed, tinted by the face, or on the lock screen
/// material. A struct of constants, as in WidgetKit, so a `switch` over it needs a `default`.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible, RawRepresentable, CaseIterable {
    /// The mode's name, as ROM and face files and the command line write it.
    public let rawValue: String

    public init?(rawValue: String) {
        guard let mode = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = mode
    }

    private init(named name: String) { rawValue = name }

    /// The widget's own colours, unaltered.
    public static let fullColor = WidgetRenderingMode(named: "fullColor")
    /// Content split into an accent group and a default group, each tinted by the face.
    public static let accented = WidgetRenderingMode(named: "accented")
    /// Desaturated onto the Lock Screen's material.
    public static let vibrant = WidgetRenderingMode(named: "vibrant")

    /// Every mode, in that order.
    public static let allCases: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]

    public var description: String { rawValue }
}
