import CCairo
import GlanceGraphics
import Testing

@testable import GlanceCairo

/// The fast paths' one switch (docs/bench.md, "Fast paths"): asked for through the
/// environment, checked against the cairo they copy, and off means plain cairo.
@Suite struct FastPathsTests {
    @Test func theEnvironmentTurnsThemOffOrPicksSome() {
        #expect(FastPaths(environment: [:]) == .all)
        #expect(FastPaths(environment: ["GLANCE_PLAIN_RASTER": "1"]).isEmpty)
        #expect(FastPaths(environment: ["GLANCE_PLAIN_RASTER": "1", "GLANCE_FAST_PATHS": "glyphs"]).isEmpty, "plain wins")
        #expect(FastPaths(environment: ["GLANCE_PLAIN_RASTER": "0"]) == .all)
        #expect(FastPaths(environment: ["GLANCE_FAST_PATHS": "words, glyphs,nonsense"]) == [.glyphs, .words])
        #expect(FastPaths(environment: ["GLANCE_FAST_PATHS": "none"]).isEmpty)
        #expect("\(FastPaths([.words, .glyphs]))" == "glyphs,words")
        for (name, paths) in FastPaths.named { #expect(FastPaths(environment: ["GLANCE_FAST_PATHS": name]) == paths) }
    }

    /// A name that is no fast path, or one measured and removed, selects nothing and is said.
    @Test func anUnknownOrRemovedNameIsSaid() {
        #expect(FastPaths.note(environment: [:]) == nil)
        #expect(FastPaths.note(environment: ["GLANCE_FAST_PATHS": "glyphs, words"]) == nil)
        #expect(FastPaths.note(environment: ["GLANCE_FAST_PATHS": "none"]) == nil)
        #expect(FastPaths.note(environment: ["GLANCE_FAST_PATHS": "fills", "GLANCE_PLAIN_RASTER": "1"]) == nil, "all are off anyway")
        #expect(FastPaths(environment: ["GLANCE_FAST_PATHS": "fills"]).isEmpty)
        let removed = FastPaths.note(environment: ["GLANCE_FAST_PATHS": "glyphs,fills"])
        #expect(removed?.contains("fills measured and removed") == true, "\(removed ?? "nil")")
        #expect(FastPaths(environment: ["GLANCE_FAST_PATHS": "repaint"]).isEmpty)
        let both = FastPaths.note(environment: ["GLANCE_FAST_PATHS": "repaint,fills,words"])
        #expect(both?.contains("repaint, fills measured and removed") == true, "\(both ?? "nil")")
        let unknown = FastPaths.note(environment: ["GLANCE_FAST_PATHS": "glyph"])
        #expect(unknown?.contains("no fast path is called glyph") == true && unknown?.contains("glyphs, words") == true, "\(unknown ?? "nil")")
    }

    @Test func anotherCairoTurnsOffThoseThatCopyItsCompositingAndSaysWhy() {
        let proven = CairoRasterizer.usable(.all, cairoVersion: CairoRasterizer.provenCairo)
        #expect(proven.0 == .all && proven.note == nil)
        let other = CairoRasterizer.usable(.all, cairoVersion: "1.18.0")
        #expect(other.0 == FastPaths.all.subtracting(.cairo))
        #expect(other.note?.contains("cairo 1.18.0") == true && other.note?.contains("plain cairo") == true)
        #expect(CairoRasterizer.usable([.words], cairoVersion: "1.18.0").note == nil, "nothing to turn off, nothing said")
    }

    /// A gauge ring with round caps, a disc and a line of text over them: with every fast path
    /// on or none, the same pixels, those cairo draws from the same paths itself.
    @Test func onOrOffTheRingAndDiscAreCairos() throws {
        var ring = Path()
        ring.addArc(center: Point(x: 25, y: 25), radius: 20, startAngle: 0, endAngle: 4)
        let disc = Path(ellipseIn: Rect(x: 10, y: 10, width: 30, height: 30))
        let style = StrokeStyle(lineWidth: 4, lineCap: .round)
        let list = DisplayList(size: Size(width: 50, height: 50), items: [
            .stroke(ring, .color(.white), style), .fill(disc, .color(.red), .nonZero),
        ])
        let plain = CairoRasterizer(fastPaths: [])
        let drawn = try plain.rasterize(list, scale: 2, background: .black)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_scale(cr, 2, 2)
        plain.addPath(ring, cr)
        plain.apply(style, cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_stroke(cr)
        plain.addPath(disc, cr)
        plain.withSource(.color(.red), cr) { cairo_fill(cr) }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        #expect(drawn == CairoSurface.bitmap(of: surface))
        #expect(try CairoRasterizer(fastPaths: .all).rasterize(list, scale: 2, background: .black) == drawn)
    }
}
