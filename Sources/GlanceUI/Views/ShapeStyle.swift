import GlanceGraphics
/// A resolved-later paint in an archived tree.
public indirect enum ShapeStyleValue: Codable, Hashable, Sendable {
    case color(Color)
    /// The foreground at a level: 0 primary, 1 secondary, 2 tertiary, 3 quaternary, 4 quinary.
    case hierarchical(Int)
    /// Colours blended between two unit points of the filled bounds.
    case linearGradient([GradientStop], start: UnitPoint, end: UnitPoint)
    /// Colours blended outward from a unit point, between two radii in points.
    case radialGradient([GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
    /// A `Gradient` or `AnyGradient` used as a style: top to bottom as a fill; gauges draw it
    /// along their track.
    case gradient([GradientStop])
    /// `Color.gradient`: the colour's standard gradient, top to bottom (see `AnyGradient`).
    case standardGradient(Color)
    /// Colours swept clockwise around a unit point between two angles.
    case angularGradient([GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// The system fill (`.fill`) at a level: translucent grey for shapes on dark backgrounds.
    case systemFill(Int)
    /// The system background (`.background`) at a level.
    case systemBackground(Int)
    /// `.tint`: the environment's tint, else the accent colour.
    case tint
    /// A blur material, drawn as a translucent fill (0 ultra thin … 4 ultra thick).
    case material(Int)
    /// A style at a lower level of emphasis (`.fill.tertiary`, `Color.red.secondary`).
    case leveled(ShapeStyleValue, level: Int)
    /// A style with its alpha multiplied.
    case opacity(ShapeStyleValue, Double)

    /// Opacity of each hierarchical level over the primary foreground: Apple's dark label
    /// colours for the first four; Apple publishes none for quinary, so Glance uses 0.1.
    static let levelOpacity = [1.0, 0.6, 0.3, 0.18, 0.1]

    /// Whether the style is drawn relative to the foreground (`.secondary`, `.foreground.opacity(…)`).
    var refersToForeground: Bool {
        switch self {
        case .hierarchical: true
        case .leveled(let base, _), .opacity(let base, _): base.refersToForeground
        default: false
        }
    }
}

/// A point in a view's bounds, (0, 0) top-leading to (1, 1) bottom-trailing.
public struct UnitPoint: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Something that paints: a colour, a hierarchical level of the foreground, a gradient.
public protocol ShapeStyle: Sendable {}

/// A style Glance knows how to draw: every built-in one.
package protocol ArchivableShapeStyle: ShapeStyle {
    var archivedStyle: ShapeStyleValue { get }
}

extension ShapeStyle {
    /// The archived form of the style; a style of the widget's own draws as the foreground.
    package var shapeStyleValue: ShapeStyleValue { (self as? any ArchivableShapeStyle)?.archivedStyle ?? .hierarchical(0) }
}

extension Color: ShapeStyle, ArchivableShapeStyle {
    package var archivedStyle: ShapeStyleValue { .color(self) }
}

/// The foreground at a level of emphasis.
public struct HierarchicalShapeStyle: ShapeStyle, ArchivableShapeStyle {
    let level: Int
    package var archivedStyle: ShapeStyleValue { .hierarchical(level) }

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == Color {
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
}
