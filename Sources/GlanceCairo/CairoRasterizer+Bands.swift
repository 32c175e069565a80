import GlanceGraphics

extension CairoRasterizer {
    /// `list` drawn at `scale` over `background` and encoded as PNG, `bandRows` device rows at a
    /// time: the pixels held at once are one band's, not the image's (a plot of hundreds of
    /// rows is tens of megabytes as a bitmap). Each band is the list drawn on a canvas of its
    /// own, moved up by a whole number of device pixels, with `overlap` rows more above and
    /// below that are drawn and dropped: drawn on a canvas one row tall, cairo left out
    /// pieces of a round-capped dashed stroke that reached in from outside it (not traced
    /// further), so a band's edge is kept away from its canvas's edge. The pixels
    /// are the whole image's (`BandedPNGTests`). Alpha is written only when `background` is
    /// not opaque.
    public func encodePNG(_ list: DisplayList, scale: Double, background: Color, bandRows: Int = 128) throws -> [UInt8] {
        let overlap = 16
        let size = PixelSize(list.size, scale: scale)
        let encoder = try PNGRowEncoder(width: size.width, height: size.height, hasAlpha: background.alpha < 1)
        let rows = max(1, bandRows)
        var top = 0
        while top < size.height {
            let count = min(rows, size.height - top)
            let above = min(overlap, top), below = min(overlap, size.height - top - count)
            let drawn = above + count + below
            // The band's pixel size comes from its own list, then is checked.
            let band = DisplayList(
                size: Size(width: list.size.width, height: Double(drawn) / scale),
                items: [.group(DisplayGroup(transform: AffineTransform(translationX: 0, y: -Double(top - above) / scale), items: list.items))])
            let bitmap = try rasterize(band, scale: scale, background: background)
            guard bitmap.width == size.width, bitmap.height == drawn else { throw RasterizerError.invalidSize(bitmap.size) }
            try encoder.append(bitmap, rows: above..<(above + count))
            top += count
        }
        return try encoder.finish()
    }
}
