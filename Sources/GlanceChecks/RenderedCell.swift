import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// One cell of the matrix rendered: a widget's entry in a family, on a device, in one state.
/// The display list is always there; pixels are drawn only when a check asks for them.
final class RenderedCell {
    let widget: WidgetIdentity
    let family: WidgetFamily
    let device: Device
    let state: DeviceState
    let entryIndex: Int
    let entryDate: Date
    /// When the entry is drawn (the moment it came on screen).
    let renderDate: Date
    /// The view tree as this state's environment archived it.
    let node: ViewNode
    let slot: SlotLayout
    private let renderer: SlotRenderer
    private var drawn: Bitmap??

    init(
        widget: WidgetIdentity, family: WidgetFamily, device: Device, state: DeviceState, entryIndex: Int, entryDate: Date, renderDate: Date,
        node: ViewNode, slot: SlotLayout, renderer: SlotRenderer
    ) {
        (self.widget, self.family, self.device, self.state) = (widget, family, device, state)
        (self.entryIndex, self.entryDate, self.renderDate) = (entryIndex, entryDate, renderDate)
        (self.node, self.slot, self.renderer) = (node, slot, renderer)
    }

    var displayList: DisplayList { slot.layout.displayList }
    /// Every item of the display list where it is drawn, flattened once for all the checks.
    private(set) lazy var placedItems: [PlacedItem] = displayList.placedItems
    var redaction: RedactionPolicy { state.redaction(for: widget.kind, protection: widget.protection) }
    /// The slot's canvas in points.
    var canvas: Size { displayList.size }

    /// The slot as the panel shows it (dimmed in Always On); `nil` if the rasterizer failed.
    var bitmap: Bitmap? {
        if let drawn { return drawn }
        let b = try? renderer.draw(slot)
        drawn = .some(b)
        return b
    }

    /// The slot as the widget drew it, before the slot's mask (a circular slot's circle) cuts
    /// it; the shown bitmap where there is no mask. `nil` if the rasterizer failed.
    var unmaskedBitmap: Bitmap? {
        let unmasked = SlotRenderer.unmasked(displayList, family: family)
        guard unmasked != displayList else { return bitmap }
        var slot = self.slot
        slot.layout.displayList = unmasked
        slot.place += "#unmasked"
        return try? renderer.draw(slot)
    }

    /// The slot as the panel shows it with only what the widget draws itself: without the
    /// system's accessory background and the firmware's placeholders, which no widget chooses.
    /// `nil` when that is all there is or the rasterizer failed.
    var ownBitmap: Bitmap? {
        let own = Self.withoutSystemDrawing(displayList.items)
        guard own != displayList.items else { return bitmap }
        guard !own.isEmpty else { return nil }
        var slot = self.slot
        slot.layout.displayList.items = own
        slot.place += "#own"
        return try? renderer.draw(slot)
    }

    /// `items` without groups tagged as the system's background or the firmware's hiding.
    static func withoutSystemDrawing(_ items: [DisplayItem]) -> [DisplayItem] {
        items.compactMap { item in
            guard case .group(var group) = item else { return item }
            if group.tag == .accessoryBackground || group.tag == .firmwareHidden { return nil }
            group.items = withoutSystemDrawing(group.items)
            return .group(group)
        }
    }

    /// The same tree laid out again as if drawn at `date` (for text that counts by itself).
    func relaid(at date: Date) -> DisplayList? {
        try? renderer.layout(node, family: family, device: device, scale: slot.scale, date: date, state: state, widget: widget).layout.displayList
    }

    /// The box of the pixels `placed` really inks, found by drawing it alone on a canvas with
    /// `margin` points to spare around the slot; `nil` if it inks nothing or cannot be drawn.
    func inkBounds(of placed: PlacedItem, margin: Double = 24) -> Rect? {
        let size = Size(width: canvas.width + 2 * margin, height: canvas.height + 2 * margin)
        let shifted = placed.transform.concatenating(AffineTransform(translationX: margin, y: margin))
        let list = DisplayList(size: size, items: [.group(DisplayGroup(transform: shifted, items: [placed.item]))])
        guard let b = try? renderer.rasterizer.rasterize(list, scale: slot.scale, background: .clear) else { return nil }
        var (x0, y0, x1, y1) = (Int.max, Int.max, Int.min, Int.min)
        for y in 0..<b.height {
            for x in 0..<b.width where b.pixels[(y * b.width + x) * 4 + 3] > 24 {
                (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x), max(y1, y))
            }
        }
        guard x1 >= x0 else { return nil }
        let s = slot.scale
        return Rect(x: Double(x0) / s - margin, y: Double(y0) / s - margin, width: Double(x1 - x0 + 1) / s, height: Double(y1 - y0 + 1) / s)
    }
}
