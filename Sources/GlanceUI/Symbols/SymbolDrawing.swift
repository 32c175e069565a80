import GlanceGraphics
import Foundation

/// A symbol shaped at a font, ready to draw: its glyph runs and, for compositions, the slash
/// and the cut-outs, all relative to the first glyph's baseline origin (y down).
struct SymbolDrawing {
    /// Glyphs set from `origin`.
    struct Run {
        var shaped: ShapedText
        var origin: Point
        var ink: Rect { (shaped.inkBounds ?? Rect(x: 0, y: -shaped.size * 0.85, width: shaped.size * 0.85, height: shaped.size * 0.85)).offsetBy(origin) }
    }

    /// The first run is the base glyph; any other is drawn over it.
    var runs: [Run]
    /// A stroke from top-leading to bottom-trailing, over the base glyph.
    var slash: (from: Point, to: Point, width: Double)?
    /// Where the base glyph is cut clear (around the slash or a badge).
    var cut: Path?
    /// The ink of everything drawn.
    var bounds: Rect
    /// A turn about the base glyph's ink centre, in radians clockwise, for turned compositions.
    var turn: GlanceGraphics.AffineTransform?

    /// `name` shaped at `font`, or `nil` when Glance has no drawing for it (or the font no glyph).
    init?(name: String, font: FontDescriptor, measurer: any TextMeasurer) {
        func shape(_ scalars: [UInt32], size: Double) -> ShapedText? {
            var sized = font
            sized.size = size
            let text = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
            let shaped = measurer.shape(text, font: sized)
            return shaped.glyphs.isEmpty ? nil : shaped
        }
        if let code = SymbolTable.codePoints[name] {
            guard let shaped = shape([code], size: font.size) else { return nil }
            self.init(runs: [Run(shaped: shaped, origin: .zero)])
            return
        }
        guard let composition = SymbolTable.composition(name) else { return nil }
        switch composition {
        case .row(let glyphs):
            guard let shaped = shape(glyphs, size: font.size) else { return nil }
            self.init(runs: [Run(shaped: shaped, origin: .zero)])
        case .slashed(let glyph):
            guard let shaped = shape([glyph], size: font.size) else { return nil }
            self.init(runs: [Run(shaped: shaped, origin: .zero)])
            addSlash(size: font.size)
        case .centered(let glyph, let inside, let scale):
            guard let base = shape([glyph], size: font.size), let inner = shape([inside], size: font.size * scale) else { return nil }
            let baseInk = Run(shaped: base, origin: .zero).ink, innerInk = Run(shaped: inner, origin: .zero).ink
            let origin = Point(x: baseInk.midX - innerInk.midX, y: baseInk.midY - innerInk.midY)
            self.init(runs: [Run(shaped: base, origin: .zero), Run(shaped: inner, origin: origin)])
        case .badged(let glyph, let badge):
            guard let base = shape([glyph], size: font.size), let mark = shape([badge], size: font.size * 0.55) else { return nil }
            let baseInk = Run(shaped: base, origin: .zero).ink, markInk = Run(shaped: mark, origin: .zero).ink
            let center = Point(x: baseInk.maxX - markInk.width * 0.2, y: baseInk.maxY - markInk.height * 0.2)
            let origin = Point(x: center.x - markInk.midX, y: center.y - markInk.midY)
            self.init(runs: [Run(shaped: base, origin: .zero), Run(shaped: mark, origin: origin)])
            let radius = max(markInk.width, markInk.height) / 2 + font.size * 0.08
            cut = Path(ellipseIn: Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        case .turned(let glyph, let degrees):
            guard let shaped = shape([glyph], size: font.size) else { return nil }
            self.init(runs: [Run(shaped: shaped, origin: .zero)])
            let ink = bounds
            let t = GlanceGraphics.AffineTransform(translationX: -ink.midX, y: -ink.midY)
                .concatenating(GlanceGraphics.AffineTransform(rotation: degrees * .pi / 180))
                .concatenating(GlanceGraphics.AffineTransform(translationX: ink.midX, y: ink.midY))
            turn = t
            bounds = Path(rect: ink).applying(t).bounds
        }
    }

    private init(runs: [Run]) {
        self.runs = runs
        bounds = runs.dropFirst().reduce(runs[0].ink) { $0.union($1.ink) }
    }

    /// Strikes the base glyph through at 45°, as SF Symbols' slash variants are, with a gap
    /// cut along both sides of the stroke.
    private mutating func addSlash(size: Double) {
        let ink = runs[0].ink
        let width = size * 0.09, reach = max(ink.width, ink.height) * 0.46
        let from = Point(x: ink.midX - reach, y: ink.midY - reach), to = Point(x: ink.midX + reach, y: ink.midY + reach)
        slash = (from, to, width)
        // The band the gap clears: the stroke's width and a gap either side, run well past the glyph.
        let half = width / 2 + width * 0.7, far = reach * 4
        let (ux, uy) = (1 / 2.0.squareRoot(), 1 / 2.0.squareRoot())
        let (nx, ny) = (ux, -uy)
        var band = Path()
        band.move(to: Point(x: from.x - ux * far + nx * half, y: from.y - uy * far + ny * half))
        band.addLine(to: Point(x: to.x + ux * far + nx * half, y: to.y + uy * far + ny * half))
        band.addLine(to: Point(x: to.x + ux * far - nx * half, y: to.y + uy * far - ny * half))
        band.addLine(to: Point(x: from.x - ux * far - nx * half, y: from.y - uy * far - ny * half))
        band.closeSubpath()
        cut = band
        bounds = bounds.union(Rect(x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y).insetBy(dx: -width / 2, dy: -width / 2))
    }

    /// The drawing in `paint`, relative to the first glyph's baseline origin.
    func items(paint: Paint) -> [DisplayItem] {
        let texts: [DisplayItem] = runs.map { run in
            .text(
                TextRun(
                    text: run.shaped.text, font: run.shaped.face, size: run.shaped.size, origin: run.origin,
                    glyphs: run.shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
                    paint: paint, width: run.shaped.width))
        }
        var items = texts
        if let cut {
            // The base glyph shows everywhere but inside the cut (an even-odd fill of the bounds and the cut).
            let keep = Path(rect: bounds.insetBy(dx: -bounds.width, dy: -bounds.height), excluding: cut)
            items[0] = .group(DisplayGroup(mask: [.fill(keep, .color(.white), .evenOdd)], items: [texts[0]]))
        }
        if let slash {
            var line = Path()
            line.move(to: slash.from)
            line.addLine(to: slash.to)
            items.append(.stroke(line, paint, StrokeStyle(lineWidth: slash.width, lineCap: .round)))
        }
        if let turn { return [.group(DisplayGroup(transform: turn, items: items))] }
        return items
    }
}

extension Rect {
    /// The rectangle moved by `point`.
    fileprivate func offsetBy(_ point: Point) -> Rect { Rect(x: minX + point.x, y: minY + point.y, width: width, height: height) }
}
