/// What a view draws: positioned, backend-neutral primitives in points, painted in order.
public struct DisplayList: Hashable, Sendable {
    /// The canvas, in points; the origin is its top-left corner.
    public var size: Size
    public var items: [DisplayItem]

    public init(size: Size, items: [DisplayItem] = []) {
        self.size = size
        self.items = items
    }

    /// Every item, depth first, with the transform to the canvas and the opacity in force.
    public func forEach(_ body: (DisplayItem, _ transform: AffineTransform, _ opacity: Double) -> Void) {
        func walk(_ items: [DisplayItem], _ t: AffineTransform, _ o: Double) {
            for item in items {
                body(item, t, o)
                if case .group(let g) = item { walk(g.items, g.transform.concatenating(t), o * g.opacity) }
            }
        }
        walk(items, .identity, 1)
    }

    /// Every text run, with the transform that places it on the canvas.
    public var textRuns: [(run: TextRun, transform: AffineTransform)] {
        var runs: [(TextRun, AffineTransform)] = []
        forEach { item, t, _ in if case .text(let run) = item { runs.append((run, t)) } }
        return runs
    }
}

/// One drawing command.
public enum DisplayItem: Hashable, Sendable {
    case fill(Path, Paint, FillRule = .nonZero)
    case stroke(Path, Paint, StrokeStyle)
    case text(TextRun)
    case image(ImageItem)
    /// Children drawn with a transform, an optional clip (in the group's coordinates) and an opacity.
    case group(DisplayGroup)
}

/// Items that share a transform, clip, mask, opacity and blend; opacity applies to the group as
/// a whole, a mask multiplies the group's alpha by the alpha its items draw, and a blend other
/// than `.normal` composites the group, drawn on its own, onto what is below with that operator.
/// A tag says where the items came from (privacy-sensitive content, the accent group…), for
/// audits and for rendering modes; rasterizers ignore it.
public struct DisplayGroup: Hashable, Sendable {
    public var transform: AffineTransform
    public var clip: Path?
    public var opacity: Double
    public var tag: DisplayTag?
    /// Drawing (in the group's coordinates) whose alpha is the group's mask; `nil` for none.
    public var mask: [DisplayItem]?
    /// How the group is composited onto what is below it.
    public var blend: BlendOperator
    public var items: [DisplayItem]

    public init(
        transform: AffineTransform = .identity, clip: Path? = nil, opacity: Double = 1, tag: DisplayTag? = nil,
        mask: [DisplayItem]? = nil, blend: BlendOperator = .normal, items: [DisplayItem]
    ) {
        self.blend = blend
        self.transform = transform
        self.clip = clip
        self.opacity = opacity
        self.tag = tag
        self.mask = mask
        self.items = items
    }
}

/// Where a group of drawing came from.
public enum DisplayTag: Hashable, Sendable {
    /// Content a widget marked `privacySensitive()`.
    case privacySensitive
    /// The accent group (`widgetAccentable()`).
    case accent
    /// How images inside are drawn in accented mode.
    case accentedImages(String)
    /// The system's accessory widget background.
    case accessoryBackground
    /// Content the firmware hides (sensitive content while locked, or the whole widget as a
    /// placeholder): drawn as placeholders, all alike in every rendering mode.
    case firmwareHidden
}

/// A bitmap drawn into a rectangle, scaled to fit it exactly.
public struct ImageItem: Hashable, Sendable {
    /// How pixels are sampled when scaled.
    public enum Interpolation: String, Hashable, Sendable { case smooth, nearest }

    public var bitmap: Bitmap
    public var rect: Rect
    public var interpolation: Interpolation

    public init(bitmap: Bitmap, rect: Rect, interpolation: Interpolation = .smooth) {
        self.bitmap = bitmap
        self.rect = rect
        self.interpolation = interpolation
    }
}

/// Shaped glyphs of one font at one size, drawn from a baseline origin.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: FontFaceID
    /// Font size in points.
    public var size: Double
    /// Start of the baseline, in points.
    public var origin: Point
    public var glyphs: [PositionedGlyph]
    public var paint: Paint
    /// The run's advance width in points.
    public var width: Double
    /// How glyphs drawn in colour (emoji) are recoloured, as an image in the same place would
    /// be; they ignore `paint`.
    public var colorGlyphs: BitmapRecolor

    public init(
        text: String, font: FontFaceID, size: Double, origin: Point, glyphs: [PositionedGlyph], paint: Paint,
        width: Double, colorGlyphs: BitmapRecolor = .none
    ) {
        self.colorGlyphs = colorGlyphs
        self.text = text
        self.font = font
        self.size = size
        self.origin = origin
        self.glyphs = glyphs
        self.paint = paint
        self.width = width
    }
}

/// A glyph index in its font and its pen position relative to the run's origin.
public struct PositionedGlyph: Hashable, Sendable {
    public var id: UInt32
    public var position: Point

    public init(id: UInt32, position: Point) {
        self.id = id
        self.position = position
    }
}
