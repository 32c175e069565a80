import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Slot images kept between frames, so a slot is drawn again only when what it shows changed:
/// its tree, its widget, what the device state does to it, or, for trees that count time, the tick.
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

    /// Per slot: the tree drawn, what else the drawing depended on, the image and the tree's traits.
    var images: [String: (node: ViewNode, key: Key, bitmap: Bitmap, traits: NodeTraits)] = [:]

    /// What the key needs to know of a tree, worked out once per tree.
    struct NodeTraits {
        var containsPrivacySensitive: Bool
        var dependsOnTime: Bool
    }
    /// Slots drawn and slots reused in the last frame.
    public internal(set) var lastFrame = (drawn: 0, reused: 0)
    /// The last frame as rasterized, what the panel did to it, and the frame shown.
    var lastOutput: (raw: Bitmap, panel: PanelOutput, shown: Bitmap)?

    public init() {}

    /// The slot's image: the kept one if nothing it depends on changed, else `draw()`'s, kept.
    func image(
        for slot: Face.Slot, on device: Device, node: ViewNode, widget: WidgetIdentity, state: DeviceState, date: Date,
        draw: () throws -> Bitmap
    ) rethrows -> Bitmap {
        let kept = images[slot.id]
        // The same tree as last frame (the usual case) has the same traits: one comparison, no walks.
        let sameTree = kept?.node == node
        let traits =
            sameTree ? kept!.traits : NodeTraits(containsPrivacySensitive: node.containsPrivacySensitive, dependsOnTime: node.dependsOnTime)
        var redaction = state.redaction(for: widget.kind, protection: widget.protection)
        if redaction == .hideSensitive && !traits.containsPrivacySensitive { redaction = .none }  // draws the same
        let key = Key(
            device: device.id, family: slot.family, corner: slot.corner, widget: widget, redaction: redaction,
            renderingMode: state.renderingMode, tint: state.tint, isLuminanceReduced: state.isLuminanceReduced,
            tick: traits.dependsOnTime ? Self.tick(date, alwaysOn: state.isLuminanceReduced) : nil)
        if let kept, sameTree, kept.key == key {
            lastFrame.reused += 1
            return kept.bitmap
        }
        let bitmap = try draw()
        images[slot.id] = (node, key, bitmap, traits)
        lastFrame.drawn += 1
        return bitmap
    }

    /// The tick a time-dependent tree is redrawn at: each second, or each minute in Always On.
    static func tick(_ date: Date, alwaysOn: Bool) -> Date {
        let unit: TimeInterval = alwaysOn ? 60 : 1
        return Date(timeIntervalSince1970: (date.timeIntervalSince1970 / unit).rounded(.down) * unit)
    }
}
