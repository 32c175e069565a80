import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// An interactive element of a drawn slot: the element, the name a script or test taps it by,
/// and where layout put it on the slot's canvas.
public struct InteractiveTarget: Hashable, Sendable {
    public var element: InteractiveElement
    /// The element's name, with `#2`, `#3`… after it for later elements of the same name.
    public var name: String
    /// Its frame on the slot's canvas, in points; nil when layout did not place it.
    public var frame: Rect?

    /// The elements of `node`, in the order they are drawn, with the frames `root` (the slot
    /// laid out) gives them: the n-th element of a name gets the n-th frame layout named so.
    public static func targets(in node: ViewNode, placed root: PlacedView?) -> [InteractiveTarget] {
        var frames: [String: [Rect]] = [:]
        for view in root?.all ?? [] where view.kind.hasPrefix(InteractiveElement.placedKindPrefix) {
            frames[String(view.kind.dropFirst(InteractiveElement.placedKindPrefix.count)), default: []].append(view.frame)
        }
        var seen: [String: Int] = [:]
        return node.interactiveElements.map { element in
            let n = seen[element.name, default: 0]
            seen[element.name] = n + 1
            let placed = frames[element.name] ?? []
            return InteractiveTarget(element: element, name: n == 0 ? element.name : "\(element.name)#\(n + 1)", frame: n < placed.count ? placed[n] : nil)
        }
    }

    /// The target `name` names: its name (any case), or its place counted from 1.
    public static func named(_ name: String, in targets: [InteractiveTarget]) -> InteractiveTarget? {
        if let found = targets.first(where: { $0.name.lowercased() == name.lowercased() }) { return found }
        if let index = Int(name), targets.indices.contains(index - 1) { return targets[index - 1] }
        return nil
    }

    /// The target whose frame holds `point` (on the slot's canvas): the innermost, the last
    /// drawn of those that overlap.
    public static func at(_ point: Point, in targets: [InteractiveTarget]) -> InteractiveTarget? {
        targets.filter { $0.frame?.contains(point) ?? false }.min { ($0.frame!.width * $0.frame!.height) < ($1.frame!.width * $1.frame!.height) }
    }
}

extension DeviceState {
    /// Whether a tap on a widget's button or toggle runs it: only while the device is
    /// unlocked. "On a locked device, buttons and toggles are inactive and the system doesn't
    /// perform actions unless a person authenticates and unlocks their device" (WidgetKit,
    /// "Adding interactivity to widgets and Live Activities"), whatever the widget hides.
    public var allowsInteraction: Bool { lock == .unlocked }
}
