import GlanceGraphics
import Foundation

/// A 2-D outline that fills the space it is offered; drawn filled with the foreground unless
/// `fill`, `stroke` or `strokeBorder` say otherwise.
public protocol Shape: View, Sendable {
    /// The outline fitted to `rect`.
    func path(in rect: CGRect) -> Path
}

nonisolated extension Shape {
    public var body: ShapeView<Self> { ShapeView(shape: self, drawing: .fill(nil)) }

    public func fill<S: ShapeStyle>(_ style: S) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .fill(style.shapeStyleValue))
    }

    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(style.shapeStyleValue, StrokeStyle(lineWidth: lineWidth)))
    }

    public func stroke<S: ShapeStyle>(_ style: S, style stroke: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(style.shapeStyleValue, stroke))
    }

    public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(nil, StrokeStyle(lineWidth: lineWidth)))
    }

    /// A stroke in the foreground style.
    public func stroke(style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .stroke(nil, style))
    }

    /// A stroke drawn wholly inside the outline.
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(shape: self, drawing: .strokeBorder(style.shapeStyleValue, StrokeStyle(lineWidth: lineWidth)))
    }

    /// The part of the outline between `from` and `to`, fractions of its length.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// A built-in shape's named outline; any other shape's path, taken at the size the
    /// archiver expects it to get (scaled to the size it does get when laid out).
    @MainActor var outline: ShapeOutline { outline(in: EnvironmentValues.current) }

    /// Whether its outline comes from `path(in:)` at a size: a custom shape, or part of one.
    var drawsFromItsSize: Bool {
        if let trimmed = self as? TrimmedShape { return trimmed.base.drawsFromItsSize }
        return !(self is any BuiltInShape)
    }

    @MainActor func outline(in env: EnvironmentValues) -> ShapeOutline {
        if let builtIn = self as? any BuiltInShape { return builtIn.builtInOutline }
        let expected = env.geometryFrame.size
        let reference = expected.width > 0 && expected.height > 0 ? expected : Size(width: 100, height: 100)
        return .path(path(in: Rect(size: reference).cgRect), reference: reference)
    }
}

/// A shape with a way to paint it.
nonisolated public struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let drawing: ShapeDrawing
    public var body: Never { neverBody("ShapeView") }
    /// A custom shape is archived for the frame layout gives it, when archiving knows it
    /// (`ArchiveSizing`); before that, and otherwise, for the space it is expected to fill.
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        guard shape.drawsFromItsSize, let session = ArchiveSession.current else {
            return .shape(ShapeNode(outline: shape.outline(in: env), drawing: drawing))
        }
        let (key, frame) = session.sizedFrame(expected: env.geometryFrame)
        var sized = env
        sized.geometryFrame = frame
        let outline = EnvironmentValues.$current.withValue(sized) { shape.outline(in: sized) }
        return .shape(ShapeNode(outline: outline, drawing: drawing, sizeKey: key))
    }
}

/// Shapes whose outline archives as a named case rather than a sampled path.
@MainActor
protocol BuiltInShape {
    var builtInOutline: ShapeOutline { get }
}

/// A shape cut to part of its length, as `trim(from:to:)` makes.
nonisolated struct TrimmedShape: Shape, BuiltInShape {
    let base: any Shape
    let from: Double, to: Double
    @MainActor public func path(in rect: CGRect) -> Path { builtInOutline.path(in: Rect(rect)) }
    @MainActor var builtInOutline: ShapeOutline { .trimmed(base.outline, from: from, to: to) }
}

/// The shape of the container: a circle in circular complications, a rounded rectangle in
/// rectangular ones, and so on.
nonisolated public struct ContainerRelativeShape: Shape, BuiltInShape {
    public init() {}
    /// Outside a container, a rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }
    var builtInOutline: ShapeOutline { .containerRelative }
}

nonisolated public struct Rectangle: Shape, BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { ShapeOutline.rectangle.path(in: Rect(rect)) }
    var builtInOutline: ShapeOutline { .rectangle }
}

nonisolated public struct RoundedRectangle: Shape, BuiltInShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { (self.cornerSize, self.style) = (cornerSize, style) }
    /// Glance draws circular corners of the smaller of the two radii.
    var cornerRadius: Double { Double(min(cornerSize.width, cornerSize.height)) }
    public func path(in rect: CGRect) -> Path { builtInOutline.path(in: Rect(rect)) }
    var builtInOutline: ShapeOutline { .roundedRectangle(cornerRadius: cornerRadius) }
}

nonisolated public struct Capsule: Shape, BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { ShapeOutline.capsule.path(in: Rect(rect)) }
    var builtInOutline: ShapeOutline { .capsule }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
nonisolated public struct Circle: Shape, BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { ShapeOutline.circle.path(in: Rect(rect)) }
    var builtInOutline: ShapeOutline { .circle }
}

nonisolated public struct Ellipse: Shape, BuiltInShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { ShapeOutline.ellipse.path(in: Rect(rect)) }
    var builtInOutline: ShapeOutline { .ellipse }
}

extension ShapeOutline {
    /// The outline fitted to `rect`.
    public func path(in rect: Rect) -> Path {
        switch self {
        case .rectangle: return Path(rect: rect)
        case .roundedRectangle(let r): return Path(roundedRect: rect, cornerRadius: r)
        case .capsule: return Path(capsuleIn: rect)
        case .ellipse: return Path(ellipseIn: rect)
        case .circle:
            let d = min(rect.width, rect.height)
            return Path(ellipseIn: Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
        case .containerRelative:
            return Path(rect: rect)
        case .trimmed(let base, let from, let to):
            return base.path(in: rect).trimmed(from: from, to: to)
        case .path(let path, let reference):
            return path.applying(
                AffineTransform(scaleX: rect.width / reference.width, y: rect.height / reference.height)
                    .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY)))
        }
    }
}
