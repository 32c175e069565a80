import GlanceGraphics
/// A colour gradient as a shape style, as `Color.gradient` makes it. As a shape style it draws
/// a linear gradient from the top (0.5, 0) to the bottom (0.5, 1) of what it fills.
public struct AnyGradient: ShapeStyle, ArchivableShapeStyle, Hashable {
    /// The colour of a `Color.gradient`, whose stops are worked out once the colour is resolved
    /// (it may name an asset); `nil` for a gradient made from stops.
    let base: Color?
    let stops: [GradientStop]

    /// A new instance from `gradient`.
    public init(_ gradient: Gradient) { self.init(stops: gradient.stops) }

    init(stops: [GradientStop]) {
        base = nil
        self.stops = stops
    }

    init(standardFor color: Color) {
        base = color
        stops = color.assetName == nil ? Self.standardStops(color) : [GradientStop(color: color, location: 0), GradientStop(color: color, location: 1)]
    }

    package var archivedStyle: ShapeStyleValue { base.map { .standardGradient($0) } ?? .gradient(stops) }

    /// This gradient interpolating its colours in `space`. Glance's rasterizer blends stops in
    /// sRGB, so a perceptual gradient is drawn through extra stops mixed in Oklab.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        space == .perceptual && base == nil ? AnyGradient(stops: Self.perceptual(stops)) : self
    }

    /// The stops of a colour's standard gradient: the colour mixed a fifth of the way toward
    /// white (in Oklab) at the top, the colour itself at the bottom.
    static func standardStops(_ color: Color) -> [GradientStop] {
        [GradientStop(color: color.mixedPerceptually(with: .white, by: 0.2), location: 0), GradientStop(color: color, location: 1)]
    }

    /// `stops` with eight stops mixed in Oklab between each neighbouring pair.
    static func perceptual(_ stops: [GradientStop]) -> [GradientStop] {
        let sorted = stops.sorted { $0.location < $1.location }
        guard var out = sorted.first.map({ [$0] }) else { return [] }
        for (a, b) in zip(sorted, sorted.dropFirst()) {
            for step in 1...8 {
                let t = Double(step) / 9
                out.append(GradientStop(color: a.color.mixedPerceptually(with: b.color, by: t), location: a.location + (b.location - a.location) * t))
            }
            out.append(b)
        }
        return out
    }
}

extension Gradient {
    /// This gradient interpolating its colours in `space` (see `AnyGradient.colorSpace(_:)`).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self).colorSpace(space) }
}

extension Color {
    /// The standard gradient for this colour: a subtle vertical gradient, from the colour
    /// lightened toward white at the top to the colour itself at the bottom. Apple documents
    /// the direction (top to bottom) but not the colours; the lightening is Glance's.
    public var gradient: AnyGradient { AnyGradient(standardFor: self) }
}

extension ShapeStyle where Self == AnyGradient {
    /// A linear gradient of `gradient`'s colours between two unit points.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: gradient.stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// A radial gradient of `gradient`'s colours.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint, startRadius: Double, endRadius: Double) -> RadialGradient {
        RadialGradient(stops: gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// An angular gradient of `gradient`'s colours.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: gradient.stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
