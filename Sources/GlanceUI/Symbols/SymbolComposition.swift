import GlanceGraphics
/// An SF Symbol Font Awesome has no single glyph for, drawn from its glyphs in the same style:
/// glyphs in a row, a glyph struck through as SF Symbols' `.slash` variants are, a smaller
/// glyph inside another, or a badge at a glyph's bottom-trailing corner.
enum SymbolComposition: Hashable, Sendable {
    /// Glyphs side by side, as one run (`chevron.right.dotted.chevron.right`).
    case row([UInt32])
    /// A glyph struck through from top-leading to bottom-trailing, cut clear either side of
    /// the stroke (`icloud.slash`).
    case slashed(UInt32)
    /// A glyph with a smaller one at its centre, at `scale` of its size (`exclamationmark.arrow.circlepath`).
    case centered(UInt32, inside: UInt32, scale: Double)
    /// A glyph with a badge glyph over its bottom-trailing corner, cut clear around the badge
    /// (`calendar.badge.clock`).
    case badged(UInt32, badge: UInt32)
    /// A glyph turned clockwise about its ink's centre (`arrow.up.right`: the up arrow at 45°).
    case turned(UInt32, degrees: Double)

    /// The base glyph, or every glyph of a row: what the symbol shows inside a `Text`, where
    /// only glyphs of the line are set.
    var textGlyphs: [UInt32] {
        switch self {
        case .row(let glyphs): glyphs
        case .slashed(let base), .centered(let base, _, _), .badged(let base, _), .turned(let base, _): [base]
        }
    }
}

extension SymbolTable {
    /// SF Symbol names drawn from several Font Awesome glyphs, each used in real widget code.
    static let compositions: [String: SymbolComposition] = [
        "bell.badge": .badged(0xF0A2, badge: 0xF111),  // fa-bell-o, fa-circle
        "bell.badge.fill": .badged(0xF0F3, badge: 0xF111),  // fa-bell, fa-circle
        "bolt.circle": .centered(0xF10C, inside: 0xF0E7, scale: 0.55),  // fa-circle-o, fa-bolt
        "bolt.slash": .slashed(0xF0E7),  // fa-bolt
        "bolt.slash.fill": .slashed(0xF0E7),  // fa-bolt
        "calendar.badge.clock": .badged(0xF073, badge: 0xF017),  // fa-calendar, fa-clock-o
        "chevron.right.dotted.chevron.right": .row([0xF105, 0xF141, 0xF105]),  // fa-angle-right, fa-ellipsis-h
        "clock.badge.exclamationmark": .badged(0xF017, badge: 0xF06A),  // fa-clock-o, fa-exclamation-circle
        "drop.circle": .centered(0xF10C, inside: 0xF043, scale: 0.55),  // fa-circle-o, fa-tint
        "ellipsis.circle": .centered(0xF10C, inside: 0xF141, scale: 0.55),  // fa-circle-o, fa-ellipsis-h
        "exclamationmark.arrow.circlepath": .centered(0xF021, inside: 0xF12A, scale: 0.45),  // fa-refresh, fa-exclamation
        "exclamationmark.arrow.triangle.2.circlepath": .centered(0xF021, inside: 0xF12A, scale: 0.45),  // fa-refresh, fa-exclamation
        "figure.walk.circle": .centered(0xF10C, inside: 0xF183, scale: 0.6),  // fa-circle-o, fa-male
        "flame.circle": .centered(0xF10C, inside: 0xF06D, scale: 0.55),  // fa-circle-o, fa-fire
        "heart.circle": .centered(0xF10C, inside: 0xF004, scale: 0.5),  // fa-circle-o, fa-heart
        "heart.slash": .slashed(0xF08A),  // fa-heart-o
        "heart.slash.fill": .slashed(0xF004),  // fa-heart
        "icloud.slash": .slashed(0xF0C2),  // fa-cloud
        "icloud.slash.fill": .slashed(0xF0C2),  // fa-cloud
        "location.slash": .slashed(0xF124),  // fa-location-arrow
        "location.slash.fill": .slashed(0xF124),  // fa-location-arrow
        "arrow.down.left": .turned(0xF063, degrees: 45),  // fa-arrow-down
        "arrow.down.right": .turned(0xF063, degrees: -45),  // fa-arrow-down
        "arrow.up.left": .turned(0xF062, degrees: -45),  // fa-arrow-up
        "arrow.up.right": .turned(0xF062, degrees: 45),  // fa-arrow-up
        "moon.circle": .centered(0xF10C, inside: 0xF186, scale: 0.55),  // fa-circle-o, fa-moon-o
        "person.slash": .slashed(0xF2C0),  // fa-user-o
        "person.slash.fill": .slashed(0xF007),  // fa-user
        "pin.slash": .slashed(0xF08D),  // fa-thumb-tack
        "pin.slash.fill": .slashed(0xF08D),  // fa-thumb-tack
        "speaker.slash": .slashed(0xF026),  // fa-volume-off
        "speaker.slash.fill": .slashed(0xF026),  // fa-volume-off
        "sun.max.circle": .centered(0xF10C, inside: 0xF185, scale: 0.55),  // fa-circle-o, fa-sun-o
        "wifi.slash": .slashed(0xF1EB),  // fa-wifi
    ]
}
