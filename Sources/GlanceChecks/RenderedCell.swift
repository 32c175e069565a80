import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// One cell of the matrix rendered: a widget's entry in a family, on a device, in one state.
/// The display list is always there; pixels are drawn only when a check asks for them.
@MainActor
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

    /// The same tree laid out again as if drawn at `date` (for text that counts by itself).
    func relaid(at date: Date) -> DisplayList? {
        try? renderer.layout(
            node, family: family, device: device, scale: slot.scale, date: date, state: state, widget: widget, slot: "check/relaid")
            .layout.displayList
    }

    /// A finding about this cell, for every lock state sharing its render added by the runner.
    func finding(_ check: CheckID, _ message: String, subject: String?, severity: Severity, at rect: Rect? = nil, pictures: Bool) -> Finding {
        Finding(
            check: check, severity: severity, widget: widget.kind, family: family, device: device.id, lock: state.lock,
            luminanceReduced: state.isLuminanceReduced, mode: state.renderingMode, entryIndex: entryIndex, entryDate: entryDate,
            message: message, subject: subject, picture: pictures ? bitmap.map { $0.outlining(rect, scale: slot.scale) } : nil)
    }
}
