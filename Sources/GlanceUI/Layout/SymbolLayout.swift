import GlanceGraphics
/// An SF Symbol drawn from the symbol font: framed by its ink at the font's size (times the
/// image scale) and sitting on the text baseline, or stretched to the offer when resizable.
/// An unknown name draws a crossed box and adds a warning.
final class SymbolLayout: LayoutNode {
    let image: ImageNode
    let systemName: String
    let environment: EnvironmentValues
    /// The symbol's glyphs (and slash or cut-outs) shaped at the font; `nil` for an unknown name.
    let drawing: SymbolDrawing?
    /// The ink box relative to the baseline origin, y down.
    let natural: Rect

    init(_ image: ImageNode, systemName: String, environment: EnvironmentValues, measurer: any TextMeasurer, cache: LayoutCache? = nil) {
        self.image = image
        self.systemName = systemName
        self.environment = environment
        var font = environment.resolvedFont(for: TextNode(""))
        font.size *= environment.imageScale.factor
        font.family = .symbols
        font.weight = .regular
        font.italic = false
        let drawing = cache.map { $0.symbol(systemName, font: font, measurer: measurer) } ?? SymbolDrawing(name: systemName, font: font, measurer: measurer)
        self.drawing = drawing
        let size = font.size
        self.natural = drawing?.bounds ?? Rect(x: 0, y: -size * 0.85, width: size * 0.85, height: size * 0.85)
        super.init(label: .quoted("Image", systemName))
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        guard image.resizable else { return natural.size }
        func take(_ offer: Double?, _ own: Double) -> Double { offer.flatMap { $0.isFinite ? $0 : nil } ?? own }
        return Size(width: take(p.width, natural.width), height: take(p.height, natural.height))
    }

    override func baseline(first: Bool, in size: Size) -> Double? {
        image.resizable ? nil : -natural.minY
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let paint = environment.paint(nil, in: rect)
        if environment.drawsPlaceholder {
            // A neutral rounded shape where the symbol would be: no colour of its own.
            let box = canvas.snap(rect)
            canvas.items.append(.fill(Path(roundedRect: box, cornerRadius: min(box.width, box.height) * 0.3), .color(FirmwarePlaceholder.color)))
            return []
        }
        guard let drawing else {
            canvas.warnings.append(SymbolLayout.unknownWarning(systemName))
            let box = canvas.snap(rect).insetBy(dx: 0.5, dy: 0.5)
            var cross = Path(roundedRect: box, cornerRadius: min(box.width, box.height) * 0.15)
            cross.move(to: box.origin)
            cross.addLine(to: Point(x: box.maxX, y: box.maxY))
            cross.move(to: Point(x: box.maxX, y: box.minY))
            cross.addLine(to: Point(x: box.minX, y: box.maxY))
            canvas.items.append(.stroke(cross, paint, StrokeStyle(lineWidth: 1)))
            return []
        }
        // Map the ink box onto the rect: a plain translation (to whole pixels) unless the image is stretched.
        let sx = natural.width > 0 ? rect.width / natural.width : 1
        let sy = natural.height > 0 ? rect.height / natural.height : 1
        let stretched = abs(sx - 1) >= 1e-9 || abs(sy - 1) >= 1e-9
        let place = stretched
            ? AffineTransform(translationX: -natural.minX, y: -natural.minY)
                .concatenating(AffineTransform(scaleX: sx, y: sy))
                .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
            : AffineTransform(translationX: canvas.round(rect.minX - natural.minX), y: canvas.round(rect.minY - natural.minY))
        let items = drawing.items(paint: paint)
        if !stretched, items.count == 1, case .text(var run) = items[0] {
            run.origin = Point(x: place.tx, y: place.ty)
            canvas.items.append(.text(run))
        } else {
            canvas.items.append(.group(DisplayGroup(transform: place, items: items)))
        }
        return []
    }

    /// The warning an unknown name adds, with the nearest names Glance draws.
    static func unknownWarning(_ name: String) -> String {
        let nearest = SymbolTable.nearestNames(to: name)
        let hint = nearest.isEmpty ? "" : "; did you mean \(nearest.map { "'\($0)'" }.joined(separator: ", "))?"
        return "unknown SF Symbol '\(name)': drawn as a missing-symbol box\(hint)"
    }
}
