import GlanceGraphics
/// An asset catalog image, or pixels the view carries: its pixels at their scale give its size
/// in points, or it stretches to the offer when resizable. A catalog image is measured by its
/// size alone and drawn when placed: a vector image shown resized is drawn afresh at the size
/// shown when it preserves its vector representation or is shown no larger than its natural
/// size (never at a large canvas only to be shrunk). Template images take the foreground
/// through their alpha. A name no catalog has draws a hatched magenta box and adds a warning.
final class AssetImageLayout: LayoutNode {
    /// The catalog name; `nil` for pixels the view carries.
    let name: String?
    let image: ImageNode
    let environment: EnvironmentValues
    /// The image's size in points; `nil` when the catalogs do not have it.
    let naturalSize: Size?
    /// The pixels the view carries; `nil` for a catalog image, drawn when placed.
    let carried: AssetImage?

    /// How big a missing image is when not resizable, in points.
    static let missingSide = 24.0

    init(_ image: ImageNode, name: String, environment: EnvironmentValues) {
        self.name = name
        self.image = image
        self.environment = environment
        naturalSize = environment.assetLookup?.imageSize(name, environment)
        carried = nil
        super.init(label: .quoted("Image", name))
    }

    init(_ image: ImageNode, bitmap: ImageBitmap, environment: EnvironmentValues) {
        self.name = nil
        self.image = image
        self.environment = environment
        carried = AssetImage(bitmap: bitmap.bitmap, scale: bitmap.scale)
        naturalSize = carried?.size
        super.init(kind: "Image \(bitmap.bitmap.size)")
    }

    private var natural: Size { naturalSize ?? Size(width: Self.missingSide, height: Self.missingSide) }

    override func computeSize(_ p: ProposedSize) -> Size {
        guard image.resizable else { return natural }
        func take(_ offer: Double?, _ own: Double) -> Double { offer.flatMap { $0.isFinite ? $0 : nil } ?? own }
        return Size(width: take(p.width, natural.width), height: take(p.height, natural.height))
    }

    /// The image's pixels for `box`: those the view carries, or the catalog's drawn for the box.
    private func asset(for box: Rect) -> AssetImage? {
        if let carried { return carried }
        guard let name, let lookup = environment.assetLookup, naturalSize != nil else { return nil }
        return image.resizable && box.size != natural ? lookup.image(name, environment, size: box.size) : lookup.image(name, environment)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        if environment.drawsPlaceholder {
            let box = canvas.snap(rect)
            canvas.items.append(.fill(Path(roundedRect: box, cornerRadius: min(box.width, box.height) * 0.2), .color(FirmwarePlaceholder.color)))
            return []
        }
        // A fixed-size image keeps its pixels on the grid; a stretched one fills its frame.
        let box = image.resizable ? canvas.snap(rect) : Rect(origin: Point(x: canvas.round(rect.minX), y: canvas.round(rect.minY)), size: rect.size)
        guard let asset = asset(for: box), asset.bitmap.width > 0, asset.bitmap.height > 0 else {
            guard let name else { return [] }
            if let reason = environment.assetLookup?.source.unavailableReason(image: name) {
                canvas.warnings.append("image '\(name)' cannot be drawn: \(reason); drawn as a magenta box")
            } else {
                canvas.warnings.append("unknown image '\(name)' in the asset catalogs: drawn as a magenta box")
            }
            canvas.items.append(contentsOf: Self.missingBox(canvas.snap(rect)))
            return []
        }
        var bitmap = asset.bitmap
        if (image.renderingMode ?? (asset.intent == .template ? .template : .original)) == .template {
            bitmap = bitmap.stenciled(with: environment.paint(nil, in: box), over: box)
        }
        canvas.items.append(.image(ImageItem(bitmap: bitmap, rect: box)))
        return []
    }

    /// A translucent magenta box with a magenta border and diagonal hatching.
    static func missingBox(_ box: Rect) -> [DisplayItem] {
        guard box.width > 0, box.height > 0 else { return [] }
        let magenta = Color.missingAsset
        var hatch = Path()
        let step = 4.0
        var d = -box.height
        while d < box.width {
            hatch.move(to: Point(x: box.minX + d, y: box.maxY))
            hatch.addLine(to: Point(x: box.minX + d + box.height, y: box.minY))
            d += step
        }
        let inset = box.insetBy(dx: 0.5, dy: 0.5)
        return [
            .fill(Path(rect: box), .color(magenta.opacity(0.25))),
            .group(DisplayGroup(clip: Path(rect: box), items: [.stroke(hatch, .color(magenta.opacity(0.8)), StrokeStyle(lineWidth: 1))])),
            .stroke(Path(rect: inset), .color(magenta), StrokeStyle(lineWidth: 1)),
        ]
    }
}
