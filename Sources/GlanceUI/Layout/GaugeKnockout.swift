import GlanceGraphics

/// The gap around a gauge's value marker: a hole cut in the track, not black paint, so that
/// whatever is behind the gauge (a Lock Screen's wallpaper, a face's dial) shows between the
/// marker and the track, in every rendering mode (docs/fidelity.md, "Circular gauges").
enum GaugeKnockout {
    /// `track` drawn with a circle of `diameter` at `center` cut out of it.
    static func track(_ track: [DisplayItem], cutAt center: Point, diameter: Double, within bounds: Rect) -> DisplayItem {
        var outside = Path(rect: bounds.insetBy(dx: -diameter, dy: -diameter))
        // Against the rectangle's direction, so the nonzero rule leaves the circle out.
        outside.addArc(center: center, radius: diameter / 2, startAngle: 0, endAngle: -2 * .pi)
        outside.closeSubpath()
        return .group(DisplayGroup(clip: outside, items: track))
    }
}
