import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension SlotRenderer {
    /// One timeline entry of `widget` in a slot, as the firmware shows it in `state`: archived
    /// for the slot's environment at `date` (the entry's own date unless given), and, when the
    /// firmware's redaction is a placeholder and the widget has one, its `placeholder` instead.
    /// `glance render`, `glance sheet`, previews, snapshot assertions and design checks all
    /// draw through here. The same as `layout(entry:…)` followed by `draw`.
    @MainActor
    public func render(
        entry: AnyTimelineEntry, placeholder: AnyTimelineEntry? = nil, widget: WidgetIdentity, family: WidgetFamily, device: Device,
        scale: Double? = nil, date: Date? = nil, corner: Corner = .topLeading, background: Color = .black, state: DeviceState
    ) throws -> (layout: LayoutResult, bitmap: Bitmap) {
        let laid = try layout(
            entry: entry, placeholder: placeholder, widget: widget, family: family, device: device, scale: scale, date: date, corner: corner,
            background: background, state: state)
        return (laid.slot.layout, try draw(laid.slot))
    }

    /// The first half of `render(entry:…)`: the entry (or placeholder) archived as the slot's
    /// environment shows it, and that tree laid out, not yet drawn. `slot` is as for
    /// `layout(_:…)`.
    @MainActor
    public func layout(
        entry: AnyTimelineEntry, placeholder: AnyTimelineEntry? = nil, widget: WidgetIdentity, family: WidgetFamily, device: Device,
        scale: Double? = nil, date: Date? = nil, corner: Corner = .topLeading, background: Color = .black, state: DeviceState,
        slot: String? = nil
    ) throws -> (node: ViewNode, slot: SlotLayout) {
        let date = date ?? entry.date
        let resolution = state.resolution(for: widget.kind, protection: widget.protection)
        let shown = resolution.showsPlaceholderEntry ? placeholder ?? entry : entry
        let env = try slotEnvironment(for: family, on: device, scale: scale, date: date, state: state, widget: widget)
        let node = sizingArchives(family: family, device: device) { shown.archive(env) }
        let laid = try layout(
            node, family: family, device: device, corner: corner, background: background, state: state, widget: widget, slot: slot,
            environment: env, redaction: resolution.redaction)
        return (node, laid)
    }
}
