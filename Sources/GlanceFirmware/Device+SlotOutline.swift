import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension Device {
    /// The shape a slot of `family` shows on this display, in points of the slot's canvas
    /// (`SlotRenderer.canvasSize`): a circle, the display's own corner around a corner
    /// complication, the rounded rectangle of a rectangular one; `nil` for inline, whose text
    /// sits on the face with no shape of its own.
    public func slotOutline(_ family: WidgetFamily) throws(SlotRenderer.Failure) -> Path? {
        let canvas = Rect(size: try SlotRenderer.canvasSize(of: family, on: self))
        switch family {
        case .accessoryCircular:
            // The canvas itself, not `containerShape`'s circle: a device file may give the
            // circular family a canvas that is not square.
            return Path(ellipseIn: canvas)
        case .accessoryCorner:
            // The display's rounded (top leading) corner, drawn as a rounded rectangle reaching
            // past the canvas on the two inner sides so only the one corner shows.
            let r = cornerRadius, grown = canvas.width + r
            return Path(roundedRect: Rect(x: 0, y: 0, width: grown, height: grown), cornerRadius: r)
        case .accessoryInline:
            return nil
        default:
            return family.containerShape.path(in: canvas)
        }
    }
}
