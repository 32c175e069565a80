import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension SlotRenderer {
    /// One timeline entry of `widget` in a slot, as the firmware shows it in `state`: archived
    /// for the slot's environment at `date` (the entry's own date unless given), and, when the
    /// firmware's redaction is a placeholder and the widget has one, its `placeholder` instead.
    /// `glance render`, `glance sheet`, previews and snapshot assertions all draw through here.
    @MainActor
    public func render(
        entry: AnyTimelineEntry, placeholder: AnyTimelineEntry? = nil, widget: WidgetIdentity, family: WidgetFamily, device: Device,
        scale: Double? = nil, date: Date? = nil, corner: Corner = .topLeading, background: Color = .black, state: DeviceState
    ) throws -> (layout: LayoutResult, bitmap: Bitmap) {
        let date = date ?? entry.date
        let redaction = state.redaction(for: widget.kind, protection: widget.protection)
        let shown = redaction == .placeholder ? placeholder ?? entry : entry
        let env = try Self.environment(for: family, on: device, scale: scale, date: date, state: state, widget: widget)
        return try render(
            shown.archive(env), family: family, device: device, scale: scale, date: date, corner: corner, background: background,
            state: state, widget: widget)
    }
}
