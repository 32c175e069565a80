import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Slot drawings kept between frames, so a slot is laid out again only when what it shows
/// changed: its tree, its widget, what the device state does to it, or, for trees that count
/// time, the tick. A kept drawing is the very same list as last frame, so the rasterizer sees
/// at once that nothing in it changed.
public final class SlotCache {
    struct Key: Hashable {
        var device: String
        var family: WidgetFamily
        var corner: Corner?
        var widget: WidgetIdentity
        var redaction: RedactionPolicy
        var renderingMode: WidgetRenderingMode
        var tint: Color
        var isLuminanceReduced: Bool
        var tick: Date?
    }

    /// Per slot: the tree laid out, what else the drawing depended on, the drawing and the tree's traits.
    var drawings: [String: (node: ViewNode, key: Key, drawing: DisplayList, traits: NodeTraits)] = [:]

    /// What the key needs to know of a tree, worked out once per tree.
    struct NodeTraits {
        var containsPrivacySensitive: Bool
        var dependsOnTime: Bool
    }
    /// Slots laid out anew and slots reused in the last frame.
    public internal(set) var lastFrame = (drawn: 0, reused: 0)
    /// The last frame as rasterized, what the panel did to it, and the frame shown.
    var lastOutput: (raw: Bitmap, panel: PanelOutput, shown: Bitmap)?

    public init() {}

    /// The slot's drawing: the kept one if nothing it depends on changed, else `layout()`'s, kept.
    func drawing(
        for slot: Face.Slot, on device: Device, node: ViewNode, widget: WidgetIdentity, state: DeviceState, date: Date,
        layout: () throws -> DisplayList
    ) rethrows -> DisplayList {
        let kept = drawings[slot.id]
        // The same tree as last frame (the usual case) has the same traits: one comparison, no walks.
        let sameTree = kept?.node == node
        let traits =
            sameTree ? kept!.traits : NodeTraits(containsPrivacySensitive: node.containsPrivacySensitive, dependsOnTime: node.dependsOnTime)
        let redaction = state.redaction(for: widget.kind, protection: widget.protection).drawingAlike(marksSensitive: traits.containsPrivacySensitive)
        let key = Key(
            device: device.id, family: slot.family, corner: slot.corner, widget: widget, redaction: redaction,
            renderingMode: state.renderingMode, tint: state.tint, isLuminanceReduced: state.isLuminanceReduced,
            tick: traits.dependsOnTime ? Self.tick(date, alwaysOn: state.isLuminanceReduced) : nil)
        if let kept, sameTree, kept.key == key {
            lastFrame.reused += 1
            return kept.drawing
        }
        let drawing = try layout()
        drawings[slot.id] = (node, key, drawing, traits)
        lastFrame.drawn += 1
        return drawing
    }

    /// The tick a time-dependent tree is redrawn at: each second, or each minute in Always On.
    static func tick(_ date: Date, alwaysOn: Bool) -> Date {
        let unit: TimeInterval = alwaysOn ? 60 : 1
        return Date(timeIntervalSince1970: (date.timeIntervalSince1970 / unit).rounded(.down) * unit)
    }
}
