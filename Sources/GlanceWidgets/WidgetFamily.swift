/// The size class a widget is drawn in. Glance renders the accessory families; the
/// system families exist so code that names them compiles.
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case accessoryCircular, accessoryCorner, accessoryRectangular, accessoryInline
    case systemSmall, systemMedium, systemLarge, systemExtraLarge

    /// The families Glance draws.
    public static let accessoryFamilies: [WidgetFamily] = [
        .accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline,
    ]

    public var isAccessory: Bool { WidgetFamily.accessoryFamilies.contains(self) }

    public var description: String { rawValue }
}
