import GlanceGraphics
import Foundation

/// Paths, text and images drawn into a context.
extension GraphicsContext {
    /// Fills the region `path` outlines (Glance fills by the nonzero rule; `eoFill` is ignored).
    public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) {
        record(.fill(path, shading))
    }

    /// Outlines `path`.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {
        record(.stroke(path, shading, style))
    }

    /// Outlines `path` with lines `lineWidth` wide.
    public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` on one line with its `anchor` point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` laid out in `rect`, from its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        draw(resolve(text), in: rect)
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws `image` at its size with its `anchor` point at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    /// `text` ready to draw, in the context's environment.
    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { ResolvedText(text: text) }

    /// `image` ready to draw, in the context's environment.
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { ResolvedImage(image: image) }

    /// Draws resolved text on one line with its `anchor` point at `point`.
    public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.text(text, .at(point, anchor)))
    }

    /// Draws resolved text laid out in `rect`, from its top-leading corner.
    public func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) {
        record(.text(text, .in(rect)))
    }

    /// Draws a resolved image scaled to fill `rect`.
    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        record(.image(image, .in(rect)))
    }

    /// Draws a resolved image at its size with its `anchor` point at `point`.
    public func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        record(.image(image, .at(point, anchor)))
    }
}
