/// Whole-image colour operations: desaturation, tinting, dimming.
extension Bitmap {
    /// The luma (Rec. 709 weights, 0…255) of the pixel whose bytes start at `i` (B, G, R, A).
    @inlinable
    public func luma(atByte i: Int) -> Double {
        0.2126 * Double(pixels[i + 2]) + 0.7152 * Double(pixels[i + 1]) + 0.0722 * Double(pixels[i])
    }

    /// Each pixel replaced by its grey of equal luminance (Rec. 709 weights), alpha kept.
    public func desaturated() -> Bitmap {
        var out = self
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let v = UInt8(min(255, luma(atByte: i).rounded()))
            (out.pixels[i], out.pixels[i + 1], out.pixels[i + 2]) = (v, v, v)
        }
        return out
    }

    /// Each pixel drawn in `tint`, as strong as its own brightness and alpha allow.
    public func tinted(_ tint: Color) -> Bitmap {
        var out = self
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let level = Double(max(pixels[i], pixels[i + 1], pixels[i + 2])) / 255  // premultiplied: brightness × alpha
            out.store(Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: level), atByte: i)
        }
        return out
    }

    /// The colour channels scaled by `factor` (0…1), as a panel's brightness dims its output.
    public func dimmed(by factor: Double) -> Bitmap {
        let f = min(1, max(0, factor.isNaN ? 1 : factor))
        var out = self
        for i in stride(from: 0, to: pixels.count, by: 4) {
            out.pixels[i] = UInt8((Double(pixels[i]) * f).rounded())
            out.pixels[i + 1] = UInt8((Double(pixels[i + 1]) * f).rounded())
            out.pixels[i + 2] = UInt8((Double(pixels[i + 2]) * f).rounded())
        }
        return out
    }
}

extension Bitmap {
    /// The bitmap redrawn as `recolor` says.
    public func recolored(_ recolor: BitmapRecolor) -> Bitmap {
        switch recolor {
        case .none: self
        case .desaturated: desaturated()
        case .tinted(let tint): desaturated().tinted(tint)
        }
    }
}
