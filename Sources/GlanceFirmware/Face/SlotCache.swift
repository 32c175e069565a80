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
        var node: ViewNode
        var widget: WidgetIdentity
        var redaction: RedactionPolicy
        var renderingMode: WidgetRenderingMode
        var tint: Color
        var isLuminanceReduced: Bool
        var tick: Date?
    }

    var images: [String: (key: Key, bitmap: Bitmap)] = [:]
    /// Slots drawn and slots reused in the last frame.
    public internal(set) var lastFrame = (drawn: 0, reused: 0)

    public init() {}

    /// The tick a time-dependent tree is redrawn at: each second, or each minute in Always On.
    static func tick(_ date: Date, alwaysOn: Bool) -> Date {
        let unit: TimeInterval = alwaysOn ? 60 : 1
        return Date(timeIntervalSince1970: (date.timeIntervalSince1970 / unit).rounded(.down) * unit)
    }
}
