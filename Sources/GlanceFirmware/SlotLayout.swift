import GlanceGraphics
import GlanceUI

/// A slot laid out by `SlotRenderer.layout` and ready for `SlotRenderer.draw`: the final
/// display list, the pixel density, the backdrop and the Always On dimming, if any.
public struct SlotLayout: Sendable {
    /// The layout, with the rendering mode already applied to its display list.
    public var layout: LayoutResult {
        _read { yield storage.value.layout }
        set { storage.value.layout = newValue }
    }
    /// Pixels per point.
    public var scale: Double {
        _read { yield storage.value.scale }
        set { storage.value.scale = newValue }
    }
    /// What the slot is drawn over.
    public var background: Color {
        _read { yield storage.value.background }
        set { storage.value.background = newValue }
    }
    /// The panel brightness in Always On (0…1); `nil` when the slot is not dimmed.
    public var dimming: Double? {
        _read { yield storage.value.dimming }
        set { storage.value.dimming = newValue }
    }
    /// Where the slot is shown; the rasterizer keeps its drawing under this name.
    public var place: String {
        _read { yield storage.value.place }
        set { storage.value.place = newValue }
    }
    /// Whether the slot is drawn on a canvas of its own, with nothing kept from the frames
    /// drawn before it: set in the states whose frames must stand alone (locked, before the
    /// first unlock, Always On; `DeviceState.drawsFramesAlone`).
    public var drawnAlone: Bool {
        _read { yield storage.value.drawnAlone }
        set { storage.value.drawnAlone = newValue }
    }

    /// The fields, in one reference that copies share: a slot drawn again is handed out from
    /// the layouts kept, once a frame, and copying each of its arrays and strings took a
    /// reference count apiece (docs/bench.md, "Tenth round").
    private var storage: SharedValue<Fields>

    private struct Fields: Sendable {
        var layout: LayoutResult
        var scale: Double
        var background: Color
        var dimming: Double?
        var place: String
        var drawnAlone: Bool
    }

    public init(layout: LayoutResult, scale: Double, background: Color, dimming: Double?, place: String, drawnAlone: Bool = false) {
        storage = SharedValue(Fields(layout: layout, scale: scale, background: background, dimming: dimming, place: place, drawnAlone: drawnAlone))
    }
}
