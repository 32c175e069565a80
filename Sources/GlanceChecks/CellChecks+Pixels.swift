import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension CellChecks {
    /// Lit pixels outside the circle a circular complication is masked to, or outside the
    /// display's rounded corner around a corner complication.
    func outsideMask(_ cell: RenderedCell) -> [Finding] {
        // What the widget drew, before the slot's circle cuts it: the pixels the mask takes away.
        guard cell.family == .accessoryCircular || cell.family == .accessoryCorner, let bitmap = cell.unmaskedBitmap else { return [] }
        let s = cell.slot.scale
        let outside: (Double, Double) -> Bool
        if cell.family == .accessoryCircular {
            let r = cell.canvas.width / 2
            outside = { x, y in hypot(x - r, y - r) > r + 1 }
        } else {
            let r = cell.device.cornerRadius
            outside = { x, y in x < r && y < r && hypot(x - r, y - r) > r + 1 }  // the top-leading corner the runner draws
        }
        var count = 0
        var box: Rect?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where outside((Double(x) + 0.5) / s, (Double(y) + 0.5) / s) {
                let p = bitmap.pixel(x: x, y: y)
                guard max(p.r, p.g, p.b) > AlwaysOnMeasurement.litThreshold else { continue }
                count += 1
                let px = Rect(x: Double(x) / s, y: Double(y) / s, width: 1 / s, height: 1 / s)
                box = box.map { $0.union(px) } ?? px
            }
        }
        // Up to one square point of lit pixels is anti-aliased fringe, not content cut off.
        guard Double(count) > s * s else { return [] }
        let shape = cell.family == .accessoryCircular ? "the circular slot" : "the display's rounded corner"
        return finding(cell, .outsideMask, "\(count) lit pixel\(count == 1 ? "" : "s") outside \(shape), which the display cuts off", at: box)
    }

    /// The Always On frame against the preset's lit share and average picture level, counting
    /// only what the widget draws itself: the system's accessory background and the firmware's
    /// placeholders are the device's, the same for every widget, and no widget can change them.
    func alwaysOnLit(_ cell: RenderedCell) -> [Finding] {
        guard let bitmap = cell.ownBitmap else { return [] }
        let m = AlwaysOnMeasurement(bitmap)
        let problems = configuration.preset.violations(m)
        guard !problems.isEmpty else { return [] }
        return finding(cell, .alwaysOnLit, "\(configuration.preset.name): " + problems.joined(separator: "; ") + " of the slot")
    }

    /// Text that changes from one second to the next while luminance is reduced. The firmware
    /// shows counting text by the minute in Always On, so this guards that promise for every
    /// widget, as the privacy audit guards redaction.
    func secondsInAlwaysOn(_ cell: RenderedCell) -> [Finding] {
        guard cell.node.dependsOnTime else { return [] }
        let samples = (1...3).map { cell.relaid(at: cell.renderDate.addingTimeInterval(Double($0)))?.textRuns.map(\.run.text) }
        guard let (before, after) = Self.secondTick(samples) else { return [] }
        return finding(cell, .alwaysOnSeconds, "“\(before)” then “\(after)” a second later: seconds tick while luminance is reduced")
    }

    /// The first text that differs between each of three samples a second apart, if it does
    /// in both steps (a minute display changes at most once in two seconds).
    static func secondTick(_ samples: [[String]?]) -> (String, String)? {
        guard samples.count == 3, let a = samples[0], let b = samples[1], let c = samples[2], a != b, b != c else { return nil }
        return zip(a, b).first { $0 != $1 } ?? (a.joined(separator: " "), b.joined(separator: " "))
    }

    /// Accented mode with no accent group: the whole widget takes one colour and the face's tint nowhere.
    func accentMissing(_ cell: RenderedCell) -> [Finding] {
        let items = cell.placedItems
        guard !items.isEmpty, !items.contains(where: { $0.tags.contains(.accent) }) else { return [] }
        return finding(cell, .accentMissing, "nothing is marked widgetAccentable(): in accented mode all of it is drawn in one colour, none in the face's tint")
    }

    /// Full-colour images whose parts differ in hue but hardly in brightness: desaturated (as
    /// accented and vibrant modes draw them) they become one flat grey.
    func imagesVanish(_ cell: RenderedCell) -> [Finding] {
        for placed in cell.placedItems {
            guard case .image(let image) = placed.item, !placed.tags.contains(.accentedImages("fullColor")) else { continue }
            let (colour, luma) = image.bitmap.colourAndLumaSpread()
            if colour > 0.12 && luma < 0.04 {
                return finding(cell, .imageVanishes, "an image whose colours differ (spread \(Int(colour * 100))%) but whose brightness hardly does (\(Int(luma * 100))%) turns flat grey when desaturated in accented and vibrant modes", at: placed.bounds)
            }
        }
        return []
    }

    /// Text in vibrant mode below 3:1 against what is behind it.
    func vibrantContrast(_ cell: RenderedCell) -> [Finding] {
        guard let bitmap = cell.bitmap else { return [] }
        let s = cell.slot.scale
        for placed in cell.placedItems {
            guard case .text(let run) = placed.item, !run.text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let b = placed.bounds
            let x0 = max(0, Int(b.minX * s)), x1 = min(bitmap.width, Int((b.maxX * s).rounded(.up)))
            let y0 = max(0, Int(b.minY * s)), y1 = min(bitmap.height, Int((b.maxY * s).rounded(.up)))
            guard x1 > x0, y1 > y0 else { continue }
            var lo = 1.0, hi = 0.0
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let l = bitmap.relativeLuminance(x: x, y: y)
                    (lo, hi) = (min(lo, l), max(hi, l))
                }
            }
            let ratio = (hi + 0.05) / (lo + 0.05)
            if ratio < 3 {
                return finding(cell, .vibrantContrast, "“\(run.text)” has \(ratio.short):1 contrast in vibrant mode, under 3:1", at: b)
            }
        }
        return []
    }
}

extension Bitmap {
    /// How far pixels' colours spread from their mean, and how far their luma does (0…1),
    /// over pixels at least half opaque.
    func colourAndLumaSpread() -> (colour: Double, luma: Double) {
        var colours: [(Double, Double, Double)] = []
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] >= 128 {
            let a = Double(pixels[i + 3])
            colours.append((Double(pixels[i + 2]) / a, Double(pixels[i + 1]) / a, Double(pixels[i]) / a))  // B, G, R bytes
        }
        guard colours.count > 1 else { return (0, 0) }
        let n = Double(colours.count)
        let mean = colours.reduce((0.0, 0.0, 0.0)) { ($0.0 + $1.0 / n, $0.1 + $1.1 / n, $0.2 + $1.2 / n) }
        let colour = colours.reduce(0.0) { $0 + (pow($1.0 - mean.0, 2) + pow($1.1 - mean.1, 2) + pow($1.2 - mean.2, 2)).squareRoot() / n }
        let lumas = colours.map { 0.2126 * $0.0 + 0.7152 * $0.1 + 0.0722 * $0.2 }
        let lm = lumas.reduce(0, +) / n
        let luma = (lumas.reduce(0.0) { $0 + pow($1 - lm, 2) } / n).squareRoot()
        return (colour, luma)
    }
}
