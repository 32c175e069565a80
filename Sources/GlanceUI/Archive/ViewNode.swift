import GlanceGraphics
import Foundation

/// An archived view tree: plain data that Swift views and ROM files both produce, and the
/// only thing layout reads.
public indirect enum ViewNode: Codable, Hashable, Sendable {
    case empty
    /// Several sibling views; a stack takes them as its children.
    case group([ViewNode])
    case text(TextNode)
    case image(ImageNode)
    case shape(ShapeNode)
    /// A colour filling the space it is offered.
    case color(Color)
    case spacer(minLength: Double?)
    /// A thin line across the enclosing stack (horizontal outside stacks).
    case divider
    case gauge(GaugeNode)
    /// The first child whose ideal size fits the offer along `axes`, else the last.
    case viewThatFits(axes: Axis.Set, children: [ViewNode])
    case stack(StackNode)
    /// A `GeometryReader`, with its content as evaluated for the size it expected.
    case geometryReader(GeometryNode)
    case modified(ViewNode, ViewModifierNode)

    /// The children `nodes` stand for once groups are opened and empty views dropped; a
    /// modifier on a group applies to each member, as in SwiftUI.
    public static func flatten(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap(flatten)
    }

    static func flatten(_ node: ViewNode) -> [ViewNode] {
        switch node {
        case .empty: []
        case .group(let children): flatten(children)
        case .modified(let inner, let modifier):
            switch inner {
            case .group, .empty:
                // A modifier applies to each view of a list, and an empty list has none; but a view
                // marked as a preview stays one even when it draws nothing where it is listed (a
                // widget view that is `EmptyView()` outside its preview's family).
                if case .marker(.preview) = modifier, flatten(inner).isEmpty { [node] } else { flatten(inner).map { .modified($0, modifier) } }
            default: [node]
            }
        default: [node]
        }
    }
}

/// A `Text` with the attributes set directly on it.
public struct TextNode: Codable, Hashable, Sendable {
    public var content: TextContent
    public var font: Font?
    public var weight: FontWeight?
    public var italic: Bool
    public var monospacedDigit: Bool
    public var foreground: ShapeStyleValue?
    /// `Text.fontDesign(_:)` or `Text.monospaced()`: a design over the font's.
    public var design: FontDesign? = nil
    /// Points added after each character (`Text.kerning(_:)`, `Text.tracking(_:)`), over
    /// what the environment sets.
    public var kerning: Double? = nil
    public var tracking: Double? = nil
    public var underline: TextLineStyle? = nil
    public var strikethrough: TextLineStyle? = nil

    public init(
        _ string: String, font: Font? = nil, weight: FontWeight? = nil, italic: Bool = false,
        monospacedDigit: Bool = false, foreground: ShapeStyleValue? = nil
    ) {
        self.init(content: .verbatim(string), font: font, weight: weight, italic: italic, monospacedDigit: monospacedDigit, foreground: foreground)
    }

    public init(
        content: TextContent, font: Font? = nil, weight: FontWeight? = nil, italic: Bool = false,
        monospacedDigit: Bool = false, foreground: ShapeStyleValue? = nil
    ) {
        self.content = content
        self.font = font
        self.weight = weight
        self.italic = italic
        self.monospacedDigit = monospacedDigit
        self.foreground = foreground
    }
}

/// A `GeometryReader` archived: its closure ran at archive time with `frame` (the space the
/// archiver expected it to get, in the slot's coordinates), and `content` is what it returned.
/// Layout gives the reader all the space offered and places the content top-leading.
public struct GeometryNode: Codable, Hashable, Sendable {
    public var frame: Rect
    public var content: ViewNode
    /// Its place in the archive, by which layout reports its frame.
    public var sizeKey: Int?

    public init(frame: Rect, content: ViewNode, sizeKey: Int? = nil) {
        self.frame = frame
        self.content = content
        self.sizeKey = sizeKey
    }
}

/// A shape outline and how it is painted.
public struct ShapeNode: Codable, Hashable, Sendable {
    public var outline: ShapeOutline
    public var drawing: ShapeDrawing
    /// For a custom shape, its place in the archive, by which layout reports its frame.
    public var sizeKey: Int?

    public init(outline: ShapeOutline, drawing: ShapeDrawing = .fill(nil), sizeKey: Int? = nil) {
        self.outline = outline
        self.drawing = drawing
        self.sizeKey = sizeKey
    }
}

/// The outlines shapes archive to; custom shapes keep their path at a reference size.
public indirect enum ShapeOutline: Codable, Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: Double)
    case capsule
    case circle
    case ellipse
    case path(Path, reference: Size)
    /// The shape of the container the view is in (a circle in a circular complication…).
    case containerRelative
    /// The part of an outline between two fractions of its length.
    case trimmed(ShapeOutline, from: Double, to: Double)
}

/// Fill, stroke centred on the outline, or stroke inside it; `nil` style means the foreground.
public enum ShapeDrawing: Codable, Hashable, Sendable {
    case fill(ShapeStyleValue?)
    case stroke(ShapeStyleValue?, StrokeStyle)
    case strokeBorder(ShapeStyleValue?, StrokeStyle)
}

/// Which way a stack arranges its children.
public enum StackAxis: String, Codable, CaseHashable, Sendable {
    case horizontal, vertical, depth
}

/// An `HStack`, `VStack` or `ZStack`.
public struct StackNode: Codable, Hashable, Sendable {
    public var axis: StackAxis
    /// HStacks use the vertical part, VStacks the horizontal part, ZStacks both.
    public var alignment: Alignment
    public var spacing: Double?
    public var children: [ViewNode]

    public init(axis: StackAxis, alignment: Alignment = .center, spacing: Double? = nil, children: [ViewNode]) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.children = ViewNode.flatten(children)
    }
}

/// A frame with optional bounds and ideal sizes, as `frame(minWidth:…maxHeight:alignment:)`.
public struct FlexibleFrame: Codable, Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    public init(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }
}

/// A modifier in an archived tree.
public enum ViewModifierNode: Codable, Hashable, Sendable {
    case padding(EdgeInsets)
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)
    case foregroundStyle(ShapeStyleValue)
    case tint(ShapeStyleValue?)
    case imageScale(ImageScale)
    case font(Font?)
    case fontWeight(FontWeight?)
    case fontDesign(FontDesign?)
    /// One text-layout setting over what the view inherits: `lineLimit`, `truncationMode`…
    case textOption(TextOption)
    case opacity(Double)
    case clipped
    case clipShape(ShapeOutline)
    case layoutPriority(Double)
    /// `alignmentGuide(_:computeValue:)`: where the view's guide for an alignment falls.
    case horizontalGuide(HorizontalAlignment, AlignmentGuideValue)
    case verticalGuide(VerticalAlignment, AlignmentGuideValue)
    case marker(WidgetMarker)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case aspectRatio(Double?, contentMode: ContentMode)
    case rotation(Angle, anchor: UnitPoint)
    /// `scaleEffect`: drawn scaled about the anchor; the frame for layout is unchanged.
    case scale(x: Double, y: Double, anchor: UnitPoint)
    /// `transformEffect`: drawn through an affine transform of its own coordinates (origin at
    /// its frame's top-leading corner); the frame for layout is unchanged.
    case transform(CGAffineTransform)
    /// `blendMode`: drawn on its own, then composited onto what is below with the operator.
    case blendMode(BlendOperator)
    /// Takes all the space offered and draws the view at its ideal size with its `anchor`
    /// point at (x, y) in that space: a `Canvas`'s text and images drawn at a point.
    case anchoredPosition(x: Double, y: Double, anchor: UnitPoint)
    /// `mask`: the view shows only where the mask view, offered its size and aligned, draws.
    case mask(ViewNode, alignment: Alignment)
    /// `saturation`, `grayscale`, `brightness`: a colour change of everything drawn inside.
    case colorEffect(ColorEffect)
    /// `shadow`: the view's shape in one colour behind it.
    case shadow(ShadowEffect)
    /// `environment(\.locale, …)`: the locale dates in text are shown in (an identifier).
    case locale(String)
    /// `environment(\.timeZone, …)`: the zone dates in text are shown in (an identifier).
    case timeZone(String)
    /// `environment(\.calendar, …)`: the calendar dates in text are shown in.
    case calendar(Calendar.Identifier)
    /// `environment(\.colorScheme, …)`: the appearance hierarchical styles (`.primary`,
    /// `.secondary`…) resolve in.
    case colorScheme(ColorScheme)
}

/// A colour change applied to everything a view draws.
public enum ColorEffect: Codable, Hashable, Sendable {
    /// 0 grey, 1 unchanged, above 1 more vivid.
    case saturation(Double)
    /// 0 unchanged, 1 fully grey.
    case grayscale(Double)
    /// Added to each colour component (-1...1).
    case brightness(Double)
    /// Every colour replaced by this one, keeping each pixel's coverage: a shadow's shape.
    case silhouette(Color)

    /// The effect on one colour.
    public func apply(_ color: Color) -> Color {
        switch self {
        case .saturation(let amount): color.saturated(amount)
        case .grayscale(let amount): color.saturated(1 - min(1, max(0, amount)))
        case .brightness(let amount): color.brightened(amount)
        case .silhouette(let shade): Color(red: shade.red, green: shade.green, blue: shade.blue, alpha: shade.alpha * color.alpha)
        }
    }
}
