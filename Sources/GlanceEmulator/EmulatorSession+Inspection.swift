import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension EmulatorSession {
    /// The slot under `point` (in points on the display), if any: the last drawn of those whose
    /// canvas holds the point (a corner's canvas is the display corner its content is drawn in).
    public func slot(at point: Point) -> Face.Slot? {
        face.slots.last { slot in
            guard let size = try? SlotRenderer.canvasSize(of: slot.family, on: device) else { return false }
            return Rect(origin: slot.origin, size: size).contains(point)
        }
    }

    /// A tap at `point`: on a button or toggle of the widget there, its action runs (`run`);
    /// elsewhere on the widget, what it opens: its `widgetURL`, said in the status line.
    /// While the device hides any of the widget's content (a widget with `privacySensitive`
    /// content while sensitive content is hidden, as a corner's curved label is; a widget whose
    /// data protection hides it whole), its URL, which may name what is hidden, is neither shown
    /// nor returned: the status line says a URL is hidden while locked.
    @discardableResult
    public func tap(at point: Point) -> String? {
        guard let slot = slot(at: point), let instance = instance(in: slot.id) else {
            status = "no complication there"
            return nil
        }
        selectedSlotID = slot.id
        // Slots sit on whole device pixels (`FaceCompositor`): the point on the slot's canvas.
        let origin = Point(x: (slot.origin.x * device.scale).rounded() / device.scale, y: (slot.origin.y * device.scale).rounded() / device.scale)
        if let target = InteractiveTarget.at(Point(x: point.x - origin.x, y: point.y - origin.y), in: interactiveTargets(in: slot.id)) {
            _ = run(target, in: slot.id)
            return nil
        }
        var env = EnvironmentValues()
        env.widgetFamily = slot.family
        let kind = instance.widget.kind
        let node = instance.entry(at: clock.now).archive(env)
        guard let url = Self.url(in: node) else {
            status = "\(kind) opens its app (no widgetURL)"
            return nil
        }
        let policy = state.redaction(for: kind, protection: instance.widget.dataProtection)
        if policy.drawingAlike(marksSensitive: node.containsPrivacySensitive) != .none {
            status = "\(kind) opens a URL (hidden while locked)"
            return nil
        }
        status = "\(kind) opens \(url)"
        return url
    }

    static func url(in node: ViewNode) -> String? {
        switch node {
        case .modified(_, .marker(.url(let url))): return url
        case .modified(let inner, _): return url(in: inner)
        case .stack(let s): return s.children.lazy.compactMap(url(in:)).first
        case .group(let c), .viewThatFits(_, let c): return c.lazy.compactMap(url(in:)).first
        default: return nil
        }
    }

    /// The heads-up display: time, speed, device state, and per slot the widget, its entry and its next reload.
    public var headsUp: [String] {
        let utc = TimeZone.glanceDefault
        let iso = Date.ISO8601FormatStyle(timeZone: utc)
        var hm = Date.FormatStyle(date: .omitted, time: .shortened, timeZone: utc)
        hm.locale = Locale(identifier: "en_GB")
        var lines = [
            "\(clock.now.formatted(iso))  \(clock.isPaused ? "paused" : "\(Int(clock.speed))×")",
            "\(state.lock.rawValue), \(state.isLuminanceReduced ? "Always On" : "bright"), \(state.renderingMode.rawValue)",
        ]
        for slot in face.slots {
            guard let instance = instance(in: slot.id) else {
                lines.append("\(slot.id): empty")
                continue
            }
            let entry = instance.entry(at: clock.now).date.formatted(hm)
            let reload = instance.nextReload.map { $0.formatted(hm) } ?? "–"
            lines.append("\(slot.id): \(instance.widget.kind) @\(entry) ↻\(reload) \(Self.policyName(instance.policy))")
            let targets = interactiveTargets(in: slot.id)
            if !targets.isEmpty {
                let running = Set(instance.interaction.running.map(\.element.name))
                lines.append("  taps: " + targets.map { t in
                    let state = t.element.isOn.map { $0 ? " on" : " off" } ?? ""
                    return "\(slot.id)/\(t.name)" + state + (running.contains(t.element.name) ? " (running)" : "")
                }.joined(separator: ", "))
            }
        }
        return lines
    }

    static func policyName(_ policy: TimelineReloadPolicy) -> String {
        policy == .atEnd ? "atEnd" : policy == .never ? "never" : "after"
    }

    /// What each key does, for the help overlay.
    public static let keyHelp: [(key: String, action: String)] = [
        ("L", "lock / unlock"), ("B", "reboot (locked until first unlock)"), ("W", "wrist down / up (Always On)"),
        ("M", "rendering mode"), ("T", "tint"), ("Space", "pause / run"), ("→", "one minute on"), ("⇧→", "one hour on"),
        ("[ ]", "previous / next entry (pauses)"), ("Home End", "first / last entry"), ("Tab", "next slot on the strip"),
        ("S", "speed 1× / 60× / 3600×"), ("R", "reload every widget"), ("↑ ↓", "scroll the Smart Stack (wheel too)"),
        ("click", "button, toggle or widgetURL"),
        ("N / P", "next / previous face"), ("D", "next device"), ("H", "heads-up display"), ("?", "this help"), ("F12", "screenshot"), ("Q", "quit"),
    ]
}
