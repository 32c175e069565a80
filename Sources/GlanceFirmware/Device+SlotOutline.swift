import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension Device {
    /// The shape a slot of `family` shows on this display, in points of the slot's canvas
    /// (`SlotRenderer.canvasSize`): a circle, the display's own corner around a corner
    /// complication, the rounded rectangle of a rectangular one; `nil` for inline, whose text
    /// sits on the face with no shape of its own.
    public func slotOutline(_ family: WidgetFamily, corner: Corner = .topLeading) throws(SlotRenderer.Failure) -> Path? {
        let canvas = Rect(size: try SlotRenderer.canvasSize(of: family, on: self))
        switch family {
        case .accessoryCircular:
            return Path(ellipseIn: canvas)
        case .accessoryCorner:
            // The display's rounded corner, drawn as a rounded rectangle reaching past the
            // canvas on the two inner sides so only the one corner shows.
            let r = cornerRadius, grown = canvas.width + r
            let x = corner == .topLeading || corner == .bottomLeading ? 0 : -r
            let y = corner == .topLeading || corner == .topTrailing ? 0 : -r
            return Path(roundedRect: Rect(x: x, y: y, width: grown, height: grown), cornerRadius: r)
        case .accessoryInline:
            return nil
        default:
            guard case .roundedRectangle(let radius) = family.containerShape else { return Path(rect: canvas) }
            return Path(roundedRect: canvas, cornerRadius: radius)
        }
    }
}
