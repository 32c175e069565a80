import GlanceGraphics
import Foundation

extension EnvironmentValues {
    /// The paint for `style` over `rect`.
    func paint(_ style: ShapeStyleValue?, in rect: Rect) -> Paint {
        func at(_ u: UnitPoint) -> Point { Point(x: rect.minX + u.x * rect.width, y: rect.minY + u.y * rect.height) }
        // Colours may name assets; they are made concrete here, in this environment.
        func resolved(_ stops: [GradientStop]) -> [GradientStop] { stops.map { GradientStop(color: resolvedColor($0.color), location: $0.location) } }
        switch style ?? foregroundStyle {
        case .color(let c):
            return .color(resolvedColor(c))
        case .hierarchical(let level):
            // On the default white, Apple's label colours; on a chosen colour, that colour dimmed.
            switch primaryStyle {
            case .hierarchical, .color(.white): break
            default: return paint(primaryStyle, in: rect).opacity(Self.levelOpacity(level))
            }
            // Under `.colorScheme(.light)`, the light label colours: `.primary` is black.
            let levels = colorScheme == .light ? SystemPalette.lightLabelLevels : SystemPalette.labelLevels
            let l = levels[min(max(level, 0), levels.count - 1)]
            return .color(Color(r8: l.red, g8: l.green, b8: l.blue, alpha: l.alpha))
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(LinearGradientPaint(stops: resolved(stops), start: at(start), end: at(end)))
        case .gradient(let stops):
            return .linearGradient(LinearGradientPaint(stops: resolved(stops), start: at(.top), end: at(.bottom)))
        case .standardGradient(let color):
            let stops = AnyGradient.standardStops(resolvedColor(color))
            return .linearGradient(LinearGradientPaint(stops: stops, start: at(.top), end: at(.bottom)))
        case .radialGradient(let stops, let center, let r0, let r1):
            return .radialGradient(RadialGradientPaint(stops: resolved(stops), center: at(center), startRadius: r0, endRadius: r1))
        case .angularGradient(let stops, let center, let start, let end):
            let c = at(center)
            // Far enough to cover the bounds and anything drawn a little outside them (strokes).
            let reach = [rect.minX, rect.maxX].flatMap { x in [rect.minY, rect.maxY].map { y in hypot(x - c.x, y - c.y) } }.max() ?? 0
            return .angularGradient(
                AngularGradientPaint(stops: resolved(stops), center: c, startAngle: start.radians, endAngle: end.radians, radius: reach * 1.5 + 10))
        case .systemFill(let level):
            // Apple's dark system fills: systemFill, secondary…, tertiary…, quaternarySystemFill.
            return .color(Color(r8: 120, g8: 120, b8: 128, alpha: [0.36, 0.32, 0.24, 0.18][min(max(level, 0), 3)]))
        case .systemBackground(let level):
            // Dark systemBackground, secondary… and tertiarySystemBackground; quaternary repeats tertiary.
            return .color([Color.black, Color(r8: 28, g8: 28, b8: 30), Color(r8: 44, g8: 44, b8: 46), Color(r8: 44, g8: 44, b8: 46)][min(max(level, 0), 3)])
        case .tint:
            return paint(tint ?? .color(.blue), in: rect)
        case .material(let thickness):
            return .color(Material.fill(thickness))
        case .leveled(let base, let level):
            switch base {
            case .hierarchical, .systemFill, .systemBackground: return paint(Self.atLevel(base, level), in: rect)
            default: return paint(base, in: rect).opacity(Self.levelOpacity(level))
            }
        case .opacity(let base, let factor):
            return paint(base, in: rect).opacity(factor)
        }
    }

    /// What a gauge's track is painted with: the tint, else the foreground. A plain `Gradient`
    /// runs along the track, leading to trailing, rather than top to bottom.
    var gaugeTint: ShapeStyleValue {
        let tint = self.tint ?? foregroundStyle
        if case .gradient(let stops) = tint { return .linearGradient(stops, start: .leading, end: .trailing) }
        return tint
    }

    static func levelOpacity(_ level: Int) -> Double { ShapeStyleValue.levelOpacity[min(max(level, 0), ShapeStyleValue.levelOpacity.count - 1)] }

    /// A leveled system style as the style of that level (`.fill.tertiary` is the tertiary fill).
    private static func atLevel(_ base: ShapeStyleValue, _ level: Int) -> ShapeStyleValue {
        switch base {
        case .hierarchical(let l): .hierarchical(max(l, level))
        case .systemFill(let l): .systemFill(max(l, level))
        case .systemBackground(let l): .systemBackground(max(l, level))
        default: base
        }
    }
}
