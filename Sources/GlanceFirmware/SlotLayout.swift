import GlanceGraphics
import GlanceUI

/// A slot laid out by `SlotRenderer.layout` and ready for `SlotRenderer.draw`: the final
/// display list, the pixel density, the backdrop and the Always On dimming, if any.
public struct SlotLayout: Sendable {
    /// The layout, with the rendering mode already applied to its display list.
    public var layout: LayoutResult
    /// Pixels per point.
    public var scale: Double
    /// What the slot is drawn over.
    public var background: Color
    /// The panel brightness in Always On (0…1); `nil` when the slot is not dimmed.
    public var dimming: Double?
    /// Where the slot is shown; the rasterizer keeps its drawing under this name.
    public var place: String

    public init(layout: LayoutResult, scale: Double, background: Color, dimming: Double?, place: String) {
        self.layout = layout
        self.scale = scale
        self.background = background
        self.dimming = dimming
        self.place = place
    }
}
