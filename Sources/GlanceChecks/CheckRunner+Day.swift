import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Checks over a widget's whole simulated day in one family.
extension CheckRunner {
    /// Entries that look exactly like the one before them: the reload or entry bought nothing.
    func unchangedEntries(_ play: TimelinePlay, looks: [DisplayList?], widget: String, family: WidgetFamily) -> [Finding] {
        guard configuration.checks.contains(.entryUnchanged) else { return [] }
        let same = looks.indices.dropFirst().filter { looks[$0] != nil && looks[$0] == looks[$0 - 1] }
        guard let first = same.first else { return [] }
        let more = same.count > 1 ? " (and \(same.count - 1) more of the \(looks.count) shown today)" : ""
        let at = play.shown[first].from.timeIntervalSince(play.start) / 3600
        return configuration.finding(
            .entryUnchanged, widget: widget, family: family, entryIndex: first, entryDate: play.shown[first].entry.date,
            message: "entry \(first), shown \(at.short) h into the day, looks exactly like the one before it\(more): nothing new shows")
    }

    /// Sensitive-looking text in a widget that marks nothing `privacySensitive` and whose
    /// data protection shows it on a locked device. `plain` holds each entry shown, rendered
    /// unlocked, in full colour, wrist up.
    func unmarkedPrivacy(_ play: TimelinePlay, chosen: [Int], plain: [RenderedCell?], identity: WidgetIdentity, family: WidgetFamily, device: Device) -> [Finding] {
        guard configuration.checks.contains(.privacyUnmarked), identity.protection == .none || identity.protection == .completeUntilFirstUserAuthentication
        else { return [] }
        for index in chosen {
            let shown = play.shown[index]
            guard let node = plain[index]?.node else { continue }
            if node.containsPrivacySensitive { return [] }
            for (text, _) in node.texts(at: shown.from) {
                guard let kind = SensitiveText.kind(of: text) else { continue }
                return configuration.finding(
                    .privacyUnmarked, widget: identity.kind, family: family, device: device.id, lock: .locked, entryIndex: index,
                    entryDate: shown.entry.date,
                    message: "“\(text)” looks like \(kind), is not marked privacySensitive, and \(identity.protection.rawValue) protection shows it on a locked device")
            }
        }
        return []
    }

    /// Pixels lit without a break for longer than the preset allows, in Always On from the
    /// start of the day: one frame per entry shown, and one a minute while the view counts by
    /// itself (an unchanged frame is not drawn again). Stops at the first pixel over the limit.
    func burnIn(_ play: TimelinePlay, identity: WidgetIdentity, family: WidgetFamily, device: Device) -> [Finding] {
        guard configuration.checks.contains(.burnIn), let limit = configuration.preset.maxContinuousLit, device.alwaysOnBrightness < 1 else { return [] }
        let state = DeviceState(isLuminanceReduced: true)
        var map: BurnInMap?
        var last: (list: DisplayList, frame: Bitmap)?
        var over: Date?
        frames: for (i, shown) in play.shown.enumerated() {
            let until = i + 1 < play.shown.count ? play.shown[i + 1].from : play.end
            var t = shown.from
            while t < until {
                guard let cell = render(TimelinePlay.Shown(entry: shown.entry, from: t), index: i, identity: identity, family: family, device: device, state: state)
                else { break }
                let frame: Bitmap
                if let last, last.list == cell.displayList { frame = last.frame } else {
                    guard let drawn = cell.bitmap else { break }
                    frame = drawn
                }
                last = (cell.displayList, frame)
                let step = cell.node.dependsOnTime ? min(60, until.timeIntervalSince(t)) : until.timeIntervalSince(t)
                if map == nil { map = BurnInMap(width: frame.width, height: frame.height) }
                map?.add(frame, for: step)
                if let m = map, m.maxContinuousLit > limit {
                    over = t
                    break frames
                }
                t = t.addingTimeInterval(step)
            }
        }
        guard let map, let over else { return [] }
        let hours = over.timeIntervalSince(play.start) / 3600
        return configuration.finding(
            .burnIn, widget: identity.kind, family: family, device: device.id, lock: .unlocked, luminanceReduced: true, mode: .fullColor,
            message: "\(configuration.preset.name): pixels stay lit without a break in Always On longer than the \(TimelineChecks.duration(limit)) allowed, first in the frame shown \(hours.short) h into the day",
            picture: configuration.pictures ? map.heatMap() : nil)
    }
}
