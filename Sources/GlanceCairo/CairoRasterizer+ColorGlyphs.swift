import CCairo
import GlanceGraphics
import GlanceText

extension CairoRasterizer {
    /// Draws a run of a colour font (emoji) as images, each glyph's bitmap scaled from the
    /// font's strike to the run's size at the glyph's pen position, recoloured as an image in
    /// the same place would be (`TextRun.colorGlyphs`). The paint's colour is not used; its
    /// opacity is, as it fades an emoji in SwiftUI.
    func drawColorGlyphs(_ run: TextRun, _ cr: OpaquePointer) throws {
        let opacity: Double
        if case .color(let color) = run.paint { opacity = color.alpha } else { opacity = 1 }
        guard opacity > 0 else { return }
        let images = Self.colorImages(run)
        guard !images.isEmpty else { return }
        if opacity < 1 { cairo_push_group(cr) }
        for var image in images {
            image.bitmap = image.bitmap.recolored(run.colorGlyphs)
            try drawImage(image, cr)
        }
        if opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
            markInkUnderClip()
        }
    }

    /// The images that draw `run`'s colour glyphs, in the run's user space, before recolouring.
    static func colorImages(_ run: TextRun) -> [ImageItem] {
        run.glyphs.compactMap { glyph in
            guard glyph.id != 0, let image = ColorGlyphs.shared.image(glyph.id, in: run.font), image.pixelsPerEm > 0 else { return nil }
            let k = run.size / image.pixelsPerEm
            let (x, y) = (run.origin.x + glyph.position.x, run.origin.y + glyph.position.y)
            let rect = Rect(
                x: x + image.left * k, y: y - image.top * k, width: Double(image.bitmap.width) * k, height: Double(image.bitmap.height) * k)
            return ImageItem(bitmap: image.bitmap, rect: rect)
        }
    }
}
