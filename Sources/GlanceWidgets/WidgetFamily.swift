import GlanceGraphics
import GlanceUI

/// The size class a widget is drawn in. Glance renders the accessory families; the
/// system families exist so code that names them compiles.
public enum WidgetFamily: String, Codable, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case accessoryCircular, accessoryCorner, accessoryRectangular, accessoryInline
    case systemSmall, systemMedium, systemLarge, systemExtraLarge

    /// Hashed by its case, not its name (as `CaseHashable` in GlanceGraphics hashes): a family
    /// keys the device's table of sizes, looked up for every slot laid out. Equality is unchanged.
    public func hash(into hasher: inout Hasher) {
        withUnsafeBytes(of: self) { hasher.combine($0.count == 1 ? $0[0] : 0) }
    }

    /// The families Glance draws.
    package static let accessoryFamilies: [WidgetFamily] = [
        .accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline,
    ]

    package var isAccessory: Bool { WidgetFamily.accessoryFamilies.contains(self) }

    /// The outline of the family's slot, which `ContainerRelativeShape` follows.
    package var containerShape: ShapeOutline {
        switch self {
        case .accessoryCircular, .accessoryCorner: .circle
        case .accessoryInline: .capsule
        default: .roundedRectangle(cornerRadius: 12)
        }
    }

    public var description: String { rawValue }
}

extension WidgetFamily {
    /// The accessory family named `name`, or `nil`.
    package init?(accessoryName name: String) {
        guard let family = WidgetFamily.accessoryFamilies.first(where: { $0.rawValue == name }) else { return nil }
        self = family
    }

    /// The accessory family names, for help text and error messages.
    package static var accessoryNames: [String] { accessoryFamilies.map(\.rawValue) }
}
