/// Colour changes applied to drawing after layout: what `saturation`, `grayscale` and
/// `brightness` do to the views inside them.
extension DisplayItem {
    /// The item with every colour it paints (paints, image pixels, nested groups) replaced by
    /// `change`; masks are left alone, since only their alpha counts.
    public func mapColors(_ change: (Color) -> Color) -> DisplayItem {
        switch self {
        case .fill(let path, let paint, let rule): return .fill(path, paint.mapColors(change), rule)
        case .stroke(let path, let paint, let style): return .stroke(path, paint.mapColors(change), style)
        case .text(var run):
            run.paint = run.paint.mapColors(change)
            return .text(run)
        case .image(var image):
            image.bitmap = image.bitmap.mapColors(change)
            return .image(image)
        case .group(var group):
            group.items = group.items.map { $0.mapColors(change) }
            return .group(group)
        }
    }
}

extension Bitmap {
    /// Each pixel's colour replaced by `change` (straight alpha in, alpha kept as `change` says).
    public func mapColors(_ change: (Color) -> Color) -> Bitmap {
        var out = self
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] > 0 {
            let a = Double(pixels[i + 3]) / 255
            let c = change(
                Color(red: Double(pixels[i + 2]) / 255 / a, green: Double(pixels[i + 1]) / 255 / a, blue: Double(pixels[i]) / 255 / a, alpha: a))
            out.store(c, atByte: i)
        }
        return out
    }
}

extension Color {
    /// The colour with its saturation scaled by `amount` (0 grey, 1 unchanged, above 1 more
    /// vivid), keeping its Rec. 709 luma, as a colour-matrix saturation filter does.
    package func saturated(_ amount: Double) -> Color {
        let y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return Color(
            red: y + (red - y) * amount, green: y + (green - y) * amount, blue: y + (blue - y) * amount, alpha: alpha)
    }

    /// The colour with `amount` (-1...1) added to each component.
    package func brightened(_ amount: Double) -> Color {
        Color(red: red + amount, green: green + amount, blue: blue + amount, alpha: alpha)
    }
}
