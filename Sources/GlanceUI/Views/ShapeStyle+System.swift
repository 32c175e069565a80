import GlanceGraphics
/// `.fill`: the system fill for shapes, translucent grey, with `.secondary`… levels.
public struct FillShapeStyle: ShapeStyle, ArchivableShapeStyle {
    public init() {}
    package var archivedStyle: ShapeStyleValue { .systemFill(0) }
}

/// `.background`: the system background (black in the dark appearance), with levels.
public struct BackgroundStyle: ShapeStyle, ArchivableShapeStyle {
    public init() {}
    package var archivedStyle: ShapeStyleValue { .systemBackground(0) }
}

/// `.foreground`: the current foreground style, with levels.
public struct ForegroundStyle: ShapeStyle, ArchivableShapeStyle {
    public init() {}
    package var archivedStyle: ShapeStyleValue { .hierarchical(0) }
}

/// `.tint`: the tint in force, or the accent colour.
public struct TintShapeStyle: ShapeStyle, ArchivableShapeStyle {
    public init() {}
    package var archivedStyle: ShapeStyleValue { .tint }
}

/// A blur material. Glance draws no blur: each thickness is a translucent dark grey fill
/// (see docs/layout.md), so thicker materials hide more of what is behind them.
public struct Material: ShapeStyle, ArchivableShapeStyle {
    let thickness: Int
    package var archivedStyle: ShapeStyleValue { .material(thickness) }

    public static let ultraThin = Material(thickness: 0)
    public static let thin = Material(thickness: 1)
    public static let regular = Material(thickness: 2)
    public static let thick = Material(thickness: 3)
    public static let ultraThick = Material(thickness: 4)

    /// The fill each thickness draws: a dark grey (Apple's dark material tint) whose opacity
    /// grows with thickness.
    static func fill(_ thickness: Int) -> Color {
        Color(white: 0.2, alpha: [0.35, 0.5, 0.65, 0.8, 0.9][min(max(thickness, 0), 4)])
    }
}

/// Any shape style, type-erased.
public struct AnyShapeStyle: ShapeStyle, ArchivableShapeStyle {
    package let archivedStyle: ShapeStyleValue
    public init<S: ShapeStyle>(_ style: S) { archivedStyle = style.shapeStyleValue }
    init(value: ShapeStyleValue) { archivedStyle = value }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
}

extension ShapeStyle {
    /// This style at the secondary level of emphasis.
    public var secondary: AnyShapeStyle { AnyShapeStyle(value: .leveled(shapeStyleValue, level: 1)) }
    /// This style at the tertiary level of emphasis.
    public var tertiary: AnyShapeStyle { AnyShapeStyle(value: .leveled(shapeStyleValue, level: 2)) }
    /// This style at the quaternary level of emphasis.
    public var quaternary: AnyShapeStyle { AnyShapeStyle(value: .leveled(shapeStyleValue, level: 3)) }
    /// This style at the quinary level of emphasis.
    public var quinary: AnyShapeStyle { AnyShapeStyle(value: .leveled(shapeStyleValue, level: 4)) }

    /// This style with its alpha multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(value: .opacity(shapeStyleValue, opacity)) }
}

extension Color {
    /// The primary foreground colour of the dark appearance.
    public static let primary = Color.white
    /// The secondary label colour of the dark appearance.
    public static let secondary = Color(r8: 235, g8: 235, b8: 245, alpha: 0.6)
    /// The accent colour (the system blue).
    public static let accentColor = Color.blue

    /// This colour mixed with `other` by `fraction` (0 self, 1 other) in `colorSpace`;
    /// perceptual mixing, the default as in SwiftUI, blends in Oklab.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        colorSpace == .device ? mixed(with: other, by: fraction) : mixedPerceptually(with: other, by: fraction)
    }
}
