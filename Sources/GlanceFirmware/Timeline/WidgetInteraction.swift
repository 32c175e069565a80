import Foundation
import GlanceUI

/// What the firmware keeps of one placed widget's interactions: the taps whose action is still
/// running, and the toggles drawn in their new state until a reloaded timeline says what they
/// are (docs/interactive.md).
public struct WidgetInteraction: Sendable {
    /// Elements whose action runs, with the simulated moment each was tapped.
    public internal(set) var running: [(element: InteractiveElement, since: Date)] = []
    /// Toggles tapped, by element (its drawn state left out), and the state to draw.
    public internal(set) var toggles: [InteractiveElement: Bool] = [:]

    /// The opacity `invalidatableContent()` is drawn at while an action runs.
    public static let pendingOpacity = 0.4

    /// Whether an action finished and the reload it asked for has not yet answered.
    public internal(set) var awaitsReload = false

    /// Whether an action runs, or its reload has not answered yet: content marked
    /// `invalidatableContent()` is drawn as pending.
    public var isPending: Bool { !running.isEmpty || awaitsReload }

    /// The state a toggle is drawn in now: as tapped, else as its entry drew it.
    public func state(of toggle: InteractiveElement) -> Bool? { toggles[Self.key(toggle)] ?? toggle.isOn }

    static func key(_ element: InteractiveElement) -> InteractiveElement {
        var key = element
        key.isOn = nil
        return key
    }

    mutating func start(_ element: InteractiveElement, at date: Date) {
        running.append((element, date))
        if element.control == .toggle, let isOn = element.isOn { toggles[Self.key(element)] = !(toggles[Self.key(element)] ?? isOn) }
    }

    /// Takes `element` off the running list; a failed toggle goes back to what it was drawn as.
    mutating func finish(_ element: InteractiveElement, succeeded: Bool) {
        if let i = running.firstIndex(where: { $0.element == element }) { running.remove(at: i) }
        if !succeeded { toggles[Self.key(element)] = nil }
    }

    /// A new timeline arrived: toggles are drawn as its entries say.
    mutating func timelineArrived() { (toggles, awaitsReload) = ([:], false) }

    /// `node` as the firmware draws it now: tapped toggles in their new state, and content
    /// marked `invalidatableContent()` faded while an action runs. SwiftUI shows such content
    /// with the `invalidated` redaction reason ("displayed data should appear as invalidated and
    /// pending a new update", RedactionReasons.invalidated); Glance fades it.
    public func drawing(_ node: ViewNode) -> ViewNode {
        guard isPending || !toggles.isEmpty else { return node }
        let pending = isPending
        return node.rewritten { n in
            guard case .modified(let inner, .marker(let marker)) = n else { return nil }
            switch marker {
            case .interactive(let element) where element.control == .toggle:
                guard let isOn = toggles[Self.key(element)], isOn != element.isOn, let flipped = ToggleArchive.toggled(n, to: isOn) else { return nil }
                return flipped
            case .invalidatable(true) where pending:
                return .modified(.modified(inner, .opacity(Self.pendingOpacity)), .marker(marker))
            default:
                return nil
            }
        }
    }
}
