import GlanceGraphics
/// Colours at locations along a gradient.
public struct Gradient: ShapeStyle, ArchivableShapeStyle, Hashable {
    public typealias Stop = GradientStop

    /// How colours between stops are blended: `device` in sRGB, `perceptual` in Oklab.
    public enum ColorSpace: Hashable, Sendable { case device, perceptual }

    public var stops: [GradientStop]

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { GradientStop(color: $1, location: Double($0) / last) }
    }

    public init(stops: [GradientStop]) { self.stops = stops }

    /// As a shape style, top to bottom, as SwiftUI draws `AnyGradient`; gauges tinted with it
    /// draw it along their track.
    package var archivedStyle: ShapeStyleValue { .gradient(stops) }
}

/// Gradients are views too: like a `Color`, they fill the space they are offered.
@MainActor
protocol GradientView: View, PrimitiveView, ShapeStyle {}

extension GradientView {
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .shape(ShapeNode(outline: .rectangle, drawing: .fill(shapeStyleValue))) }
}

/// Colours blended along the line from `startPoint` to `endPoint` of the painted bounds.
public struct LinearGradient: ShapeStyle, ArchivableShapeStyle, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        (self.gradient, self.startPoint, self.endPoint) = (gradient, startPoint, endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [GradientStop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package var stops: [GradientStop] { gradient.stops }
    package var archivedStyle: ShapeStyleValue { .linearGradient(gradient.stops, start: startPoint, end: endPoint) }
}

/// Colours blended outward from `center`, from `startRadius` to `endRadius` points.
public struct RadialGradient: ShapeStyle, ArchivableShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        (self.gradient, self.center, self.startRadius, self.endRadius) = (gradient, center, startRadius, endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package var archivedStyle: ShapeStyleValue {
        .radialGradient(gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// Colours swept clockwise around `center` from `startAngle` to `endAngle` (0° points to
/// the trailing edge). Equal angles sweep a whole turn from `startAngle`, as `angle:` does.
public struct AngularGradient: ShapeStyle, ArchivableShapeStyle, Hashable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        (self.gradient, self.center, self.startAngle, self.endAngle) = (gradient, center, startAngle, endAngle)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    package var archivedStyle: ShapeStyleValue {
        let end = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
        return .angularGradient(gradient.stops, center: center, startAngle: startAngle, endAngle: end)
    }
}

extension LinearGradient: GradientView {
    public var body: Never { neverBody("LinearGradient") }
}

extension RadialGradient: GradientView {
    public var body: Never { neverBody("RadialGradient") }
}

extension AngularGradient: GradientView {
    public var body: Never { neverBody("AngularGradient") }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    public static func linearGradient(stops: [GradientStop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}
