import CCairo
import Foundation
import GlanceGraphics

/// The benchmarks' references: the scenes Glance's widgets are measured on, drawn by hand with
/// plain cairo calls and HarfBuzz shaping, no Glance layout or display list, so Glance's render
/// times can be read as ratios to them in the same run. Every call draws afresh: a new surface,
/// `cairo_create`, the drawing (every string shaped again), and the pixels read into a
/// `Bitmap`, as Glance's slot renderer returns them. Fonts are opened once, at `init`.
///
/// The scenes (what `ReferenceEntry` and `ReferenceStyle` say, at `ReferenceGeometry`'s sizes):
/// - circular: a 270° gauge track and value arc, the value at 14 pt and a small label;
/// - rectangular: three lines of text, a headline and two body lines;
/// - corner: an arc gauge along the display corner with its end labels set glyph by glyph on
///   the curve, and the value in the content circle;
/// - face: eight of these (four corners, two circular, one rectangular, one inline) and a
///   digital clock, in one go, clipped to the display's outline.
///
/// Not thread-safe: one per thread.
public final class CairoReferenceScene {
    public let geometry: ReferenceGeometry
    let fonts = ReferenceFonts()
    private let fontOptions: OpaquePointer

    /// Opens the fonts the scenes use; throws if a font file is missing.
    public init(geometry: ReferenceGeometry) throws {
        self.geometry = geometry
        // The options Glance's rasterizer uses, so glyphs land where HarfBuzz puts them.
        fontOptions = CairoRasterizer.makeFontOptions()
        for font in [
            ReferenceStyle.gaugeText, ReferenceStyle.gaugeLabel, ReferenceStyle.headline, ReferenceStyle.body, ReferenceStyle.cornerText,
            ReferenceStyle.cornerEnds, ReferenceStyle.inline, ReferenceStyle.clock,
        ] {
            _ = try fonts.face(font)
        }
    }

    deinit { cairo_font_options_destroy(fontOptions) }

    // MARK: Scenes

    /// The accessoryCircular gauge for `entry`.
    public func circular(_ entry: ReferenceEntry) -> Bitmap {
        draw(geometry.circular) { drawCircular(entry, in: geometry.circular, $0) }
    }

    /// The accessoryRectangular three lines for `entry`.
    public func rectangular(_ entry: ReferenceEntry) -> Bitmap {
        draw(geometry.rectangular) { drawRectangular(entry, in: geometry.rectangular, $0) }
    }

    /// The accessoryCorner arc gauge and curved labels for `entry`, in the corner's canvas.
    public func corner(_ entry: ReferenceEntry, corner: Corner = .topLeading) -> Bitmap {
        draw(geometry.size(of: .corner(corner))) { drawCorner(entry, corner: corner, $0) }
    }

    /// The accessoryInline line for `entry`.
    public func inline(_ entry: ReferenceEntry) -> Bitmap {
        draw(geometry.inline) { drawInline(entry, in: geometry.inline, $0) }
    }

    /// The whole face for frame `frame`: slot `n` shows `ReferenceGeometry.faceEntry(frame:slot: n)`,
    /// the clock shows entry `frame`'s time.
    public func face(frame: Int) -> Bitmap {
        draw(geometry.screen) { cr in
            roundedRect(Rect(size: geometry.screen), radius: geometry.displayCornerRadius, cr)
            cairo_clip(cr)
            for (n, slot) in geometry.faceSlots.enumerated() {
                let entry = ReferenceGeometry.faceEntry(frame: frame, slot: n)
                cairo_save(cr)
                cairo_translate(cr, slot.origin.x, slot.origin.y)
                switch slot.kind {
                case .circular: drawCircular(entry, in: geometry.circular, cr)
                case .rectangular: drawRectangular(entry, in: geometry.rectangular, cr)
                case .inline: drawInline(entry, in: geometry.inline, cr)
                case .corner(let corner): drawCorner(entry, corner: corner, cr)
                }
                cairo_restore(cr)
            }
            drawClock(ReferenceEntry(frame).clockText, center: geometry.clockCenter, cr)
        }
    }

    // MARK: Drawing

    /// A new surface of `size` points, black, drawn by `body` in points, read back as a bitmap.
    private func draw(_ size: Size, _ body: (OpaquePointer) -> Void) -> Bitmap {
        let pixels = PixelSize(size, scale: geometry.scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_set_font_options(cr, fontOptions)
        cairo_scale(cr, geometry.scale, geometry.scale)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        body(cr)
        return CairoSurface.bitmap(of: surface)
    }

    /// `value` rounded to the pixel grid, as Glance places text.
    func snap(_ value: Double) -> Double { (value * geometry.scale).rounded() / geometry.scale }

    func setColor(_ color: Color, opacity: Double = 1, _ cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
    }

    /// Shows `text` in `font` on one line centred at `center`.
    func showCentered(_ text: String, _ font: FontDescriptor, at center: Point, _ cr: OpaquePointer) {
        let line = fonts.shape(text, font)
        let m = line.metrics
        let top = center.y - m.lineHeight / 2
        fonts.show(line, x: snap(center.x - line.width / 2), baseline: snap(top + m.leading / 2 + m.ascent), cr)
    }

    private func drawCircular(_ entry: ReferenceEntry, in size: Size, _ cr: OpaquePointer) {
        let (cx, cy) = (size.width / 2, size.height / 2)
        let r = ReferenceStyle.gaugeRadius
        cairo_set_line_width(cr, ReferenceStyle.gaugeLineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        setColor(ReferenceStyle.accent, opacity: ReferenceStyle.trackOpacity, cr)
        cairo_new_path(cr)
        cairo_arc(cr, cx, cy, r, 0.75 * .pi, 2.25 * .pi)
        cairo_stroke(cr)
        setColor(ReferenceStyle.accent, cr)
        cairo_new_path(cr)
        cairo_arc(cr, cx, cy, r, 0.75 * .pi, (0.75 + 1.5 * entry.gaugeValue) * .pi)
        cairo_stroke(cr)
        setColor(.white, cr)
        showCentered(entry.gaugeText, ReferenceStyle.gaugeText, at: Point(x: cx, y: cy), cr)
        showCentered(entry.gaugeLabel, ReferenceStyle.gaugeLabel, at: Point(x: cx, y: cy + ReferenceStyle.gaugeLabelOffset), cr)
    }

    private func drawInline(_ entry: ReferenceEntry, in size: Size, _ cr: OpaquePointer) {
        setColor(.white, cr)
        showCentered(entry.inline, ReferenceStyle.inline, at: Point(x: size.width / 2, y: size.height / 2), cr)
    }

    /// The face's clock as the compositor sets it: centred on its advance width, the cap height
    /// centred on `center`.
    private func drawClock(_ text: String, center: Point, _ cr: OpaquePointer) {
        let line = fonts.shape(text, ReferenceStyle.clock)
        setColor(.white, cr)
        fonts.show(line, x: center.x - line.width / 2, baseline: center.y + line.metrics.capHeight / 2, cr)
    }

    func roundedRect(_ rect: Rect, radius: Double, _ cr: OpaquePointer) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        cairo_new_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -0.5 * .pi, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, 0.5 * .pi)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, 0.5 * .pi, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }
}
