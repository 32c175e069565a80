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
        return [
            Finding(
                check: .entryUnchanged, severity: configuration.severity(.entryUnchanged), widget: widget, family: family, entryIndex: first,
                entryDate: play.shown[first].entry.date,
                message: "entry \(first), shown \(at.short) h into the day, looks exactly like the one before it\(more): nothing new shows")
        ]
    }

    /// Sensitive-looking text in a widget that marks nothing `privacySensitive` and whose
    /// data protection shows it on a locked device.
    func unmarkedPrivacy(_ play: TimelinePlay, chosen: [Int], identity: WidgetIdentity, family: WidgetFamily, device: Device) -> [Finding] {
        guard configuration.checks.contains(.privacyUnmarked), identity.protection == .none || identity.protection == .completeUntilFirstUserAuthentication
        else { return [] }
        for index in chosen {
            let shown = play.shown[index]
            guard let env = try? SlotRenderer.environment(for: family, on: device, date: shown.from, state: DeviceState(), widget: identity) else { continue }
            let node = shown.entry.archive(env)
            if node.containsPrivacySensitive { return [] }
            for (text, _) in node.texts(at: shown.from) {
                guard let kind = SensitiveText.kind(of: text) else { continue }
                return [
                    Finding(
                        check: .privacyUnmarked, severity: configuration.severity(.privacyUnmarked), widget: identity.kind, family: family,
                        device: device.id, lock: .locked, entryIndex: index, entryDate: shown.entry.date,
                        message: "“\(text)” looks like \(kind), is not marked privacySensitive, and \(identity.protection.rawValue) protection shows it on a locked device")
                ]
            }
        }
        return []
    }

    /// Pixels lit without a break for longer than the preset allows, over the day in Always
    /// On (one frame a minute where the view counts by itself, else one per entry shown).
    func burnIn(_ play: TimelinePlay, identity: WidgetIdentity, family: WidgetFamily, device: Device) -> [Finding] {
        guard configuration.checks.contains(.burnIn), let limit = configuration.preset.maxContinuousLit, device.alwaysOnBrightness < 1 else { return [] }
        let state = DeviceState(isLuminanceReduced: true)
        var map: BurnInMap?
        for (i, shown) in play.shown.enumerated() {
            let until = i + 1 < play.shown.count ? play.shown[i + 1].from : play.end
            var t = shown.from
            while t < until {
                guard let cell = render(TimelinePlay.Shown(entry: shown.entry, from: t), index: i, identity: identity, family: family, device: device, state: state),
                    let frame = cell.bitmap
                else { break }
                let step = cell.node.dependsOnTime ? min(60, until.timeIntervalSince(t)) : until.timeIntervalSince(t)
                if map == nil { map = BurnInMap(width: frame.width, height: frame.height) }
                map?.add(frame, for: step)
                t = t.addingTimeInterval(step)
            }
        }
        guard let map, map.maxContinuousLit > limit else { return [] }
        return [
            Finding(
                check: .burnIn, severity: configuration.severity(.burnIn), widget: identity.kind, family: family, device: device.id, lock: .unlocked,
                luminanceReduced: true, mode: .fullColor,
                message: "\(configuration.preset.name): pixels stay lit \(TimelineChecks.duration(map.maxContinuousLit)) without a break in Always On, over the \(TimelineChecks.duration(limit)) allowed",
                picture: configuration.pictures ? map.heatMap() : nil)
        ]
    }
}
