import CCairo
import GlanceGraphics
import GlanceText
import Testing

@testable import GlanceCairo

/// Glance composites solid colours through kept masks itself; its pixels must be cairo's.
@Suite struct SolidOverTests {
    /// A 64 × 12 ARGB32 surface cleared to `backdrop`, its right half under a translucent
    /// gradient so some pixels are not the backdrop, and no two of those alike.
    func canvas(_ backdrop: Color) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 64, 12)!
        let cr = cairo_create(surface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, backdrop.red, backdrop.green, backdrop.blue, backdrop.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let stripe = cairo_pattern_create_linear(32, 0, 64, 12)!
        cairo_pattern_add_color_stop_rgba(stripe, 0, 0.9, 0.3, 0.1, 0.6)
        cairo_pattern_add_color_stop_rgba(stripe, 1, 0.1, 0.7, 1, 0.95)
        cairo_set_source(cr, stripe)
        cairo_rectangle(cr, 32, 0, 32, 12)
        cairo_fill(cr)
        cairo_pattern_destroy(stripe)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    /// A 40 × 16 mask holding every coverage level 0...255 once, in runs broken by clear gaps.
    /// A mask of `everyLevelSurface()`.
    func everyLevel() -> CoverageBlocks {
        let surface = everyLevelSurface()
        defer { cairo_surface_destroy(surface) }
        return CoverageBlocks(
            cairo_image_surface_get_data(surface).map { UnsafePointer($0) }, width: 40, height: 16,
            stride: Int(cairo_image_surface_get_stride(surface)))
    }

    /// An A8 surface with every coverage level, six in a row, then four clear pixels.
    func everyLevelSurface() -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 40, 16)!
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        for level in 0..<256 {
            let slot = level + level / 6 * 4  // six levels, then four clear pixels
            data[slot / 40 * stride + slot % 40] = UInt8(level)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    func pixels(_ surface: OpaquePointer) -> [UInt8] {
        cairo_surface_flush(surface)
        return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface)!, count: 64 * 4 * 12))
    }

    @Test(arguments: [Color.black, .clear, Color(r8: 30, g8: 42, b8: 78), Color(white: 0.5, alpha: 0.5)])
    func compositesMatchCairosMaskPixelForPixel(backdrop: Color) {
        let mask = everyLevel(), surface = everyLevelSurface()
        defer { cairo_surface_destroy(surface) }
        let colors = [
            Color.white, .black, Color(red: 1, green: 0.5, blue: 0.2), Color(red: 0.3, green: 0.8, blue: 0.6, alpha: 0.7),
            Color(white: 1, alpha: 0.35), Color(red: 0.01, green: 0.99, blue: 0.5, alpha: 0.02),
        ]
        // Placed across the stripe's edge, and hanging off each side of the canvas; unclipped,
        // and clipped to a box of whole pixels.
        for color in colors {
            for (x, y) in [(12, -2), (-7, 0), (-21, 1), (30, -8), (40, 3), (59, 0), (70, 0), (0, 11), (0, -16)] {
                for box in [(0, 0, 64, 12), (5, 2, 50, 9)] {
                    let byCairo = canvas(backdrop), byGlance = canvas(backdrop)
                    defer { cairo_surface_destroy(byCairo); cairo_surface_destroy(byGlance) }
                    let cr = cairo_create(byCairo)!
                    cairo_rectangle(cr, Double(box.0), Double(box.1), Double(box.2 - box.0), Double(box.3 - box.1))
                    cairo_clip(cr)
                    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
                    cairo_mask_surface(cr, surface, Double(x), Double(y))
                    cairo_destroy(cr)
                    let over = SolidOver(source: SolidOver.pixel(color), backdrop: SolidOver.pixel(backdrop))
                    let data = cairo_image_surface_get_data(byGlance)!
                    _ = data.withMemoryRebound(to: UInt32.self, capacity: 64 * 12) {
                        over.composite(mask.list, atX: x, y: y, into: $0, stride: 64, bounds: PixelBox(x0: box.0, y0: box.1, x1: box.2, y1: box.3))
                    }
                    #expect(pixels(byGlance) == pixels(byCairo), "\(color) at (\(x), \(y)) over \(backdrop) in \(box)")
                }
            }
        }
    }

    @Test func blocksHoldEveryCoveredPixelAndNoEmptyBlock() {
        let mask = everyLevel(), surface = everyLevelSurface()
        defer { cairo_surface_destroy(surface) }
        let data = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        var seen = [UInt8](repeating: 0, count: 40 * 16)
        for (block, bits) in zip(mask.blocks, mask.coverage) {
            #expect(bits != 0 && block.x % 8 == 0)
            for i in 0..<8 { seen[Int(block.y) * 40 + Int(block.x) + i] = UInt8(truncatingIfNeeded: bits >> UInt64(8 * i)) }
        }
        #expect((0..<(40 * 16)).allSatisfy { seen[$0] == data[$0 / 40 * stride + $0 % 40] })
        // The levels span 424 pixels (six, then four clear): 53 blocks, none of them clear; the rest are.
        #expect(mask.blocks.count == 53)
    }

    /// The rasterizer composites text itself only where nothing stands between it and the
    /// canvas: under a clip or in a translucent group the pixels are still cairo's.
    @Test func textUnderAClipOrInAGroupIsClippedAndFaded() throws {
        let engine = try TextEngine()
        let shaped = engine.shape("Lisbon 72°", font: FontDescriptor(size: 15, weight: .semibold))
        let run = DisplayItem.text(TextRun(
            text: "Lisbon 72°", font: shaped.face, size: shaped.size, origin: Point(x: 4, y: 24),
            glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
            paint: .color(.white), width: shaped.width))
        let size = Size(width: 120, height: 40)
        let cairo = CairoRasterizer()
        let plain = try cairo.rasterize(DisplayList(size: size, items: [run]), scale: 2, background: .black)
        let clipped = try cairo.rasterize(
            DisplayList(size: size, items: [.group(DisplayGroup(clip: Path(rect: Rect(x: 0, y: 0, width: 30, height: 40)), items: [run]))]),
            scale: 2, background: .black)
        let faded = try cairo.rasterize(DisplayList(size: size, items: [.group(DisplayGroup(opacity: 0.5, items: [run]))]), scale: 2, background: .black)
        var (inkedLeft, inkedRight) = (0, 0)
        for y in 0..<80 {
            for x in 0..<240 {
                let p = plain.pixel(x: x, y: y)
                if x < 60 { #expect(clipped.pixel(x: x, y: y) == p) } else { #expect(clipped.pixel(x: x, y: y).r == 0) }
                if x < 60, p.r > 0 { inkedLeft += 1 }
                if x >= 60, p.r > 0 { inkedRight += 1 }
                #expect(abs(Int(faded.pixel(x: x, y: y).r) - Int(p.r) / 2) <= 1)
            }
        }
        #expect(inkedLeft > 0 && inkedRight > 0)
    }
}

/// The clips a composite of Glance's own may go under.
@Suite struct DeviceClipTests {
    let rect = Path(rect: Rect(x: 1, y: 2, width: 10, height: 5))

    @Test func aRectangleOnWholePixelsIsABoxAndBoxesIntersect() {
        let box = DeviceClip.none.adding(rect, xx: 2, yx: 0, xy: 0, yy: 2, x0: 3, y0: 0)
        #expect(box == .box(PixelBox(x0: 5, y0: 4, x1: 25, y1: 14)))
        #expect(box.adding(rect, xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0) == .box(PixelBox(x0: 5, y0: 4, x1: 11, y1: 7)))
        #expect(box.bounds(width: 20, height: 10)! == PixelBox(x0: 5, y0: 4, x1: 20, y1: 10))
    }

    @Test func anythingElseIsLeftToCairo() {
        #expect(DeviceClip.none.adding(rect, xx: 1.5, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0) == .shape)  // edge between pixels
        #expect(DeviceClip.none.adding(rect, xx: 0, yx: 1, xy: -1, yy: 0, x0: 0, y0: 0) == .shape)  // turned
        #expect(DeviceClip.none.adding(Path(ellipseIn: Rect(x: 0, y: 0, width: 4, height: 4)), xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0) == .shape)
        #expect(DeviceClip.shape.adding(rect, xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0) == .shape)
        #expect(DeviceClip.shape.bounds(width: 20, height: 10) == nil)
    }
}
