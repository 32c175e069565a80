import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// The environments slots were last laid out in, kept so the next entry in the same slot does
/// not build its environment again (building one, mostly storing the widget keys, was a
/// measurable part of a new entry's render: docs/bench.md). The render date is set on the copy handed out.
final class SlotEnvironments {
    private struct Key {
        var family: WidgetFamily, device: Device, scale: Double?, state: DeviceState, widget: WidgetIdentity

        /// Whether the key is made of these: compared field by field where the key lies, so
        /// no key is built (and its device and state copied) for every slot drawn.
        func matches(_ family: WidgetFamily, _ device: Device, _ scale: Double?, _ state: DeviceState, _ widget: WidgetIdentity) -> Bool {
            self.family == family && self.scale == scale && self.widget == widget && self.state == state && self.device == device
        }
    }

    /// What each kept environment was made from, apart from the environments: compared in
    /// place, an element holding both would be copied, environment and all, to look at its key.
    private var keys: [Key] = []
    private var kept: [(environment: EnvironmentValues, serial: Int)] = []
    /// The names of the places slots were drawn in, by environment serial and corner.
    private var places: [Int: (corner: Corner, name: String)] = [:]
    /// Slots in use at once: a face's, with room to spare.
    private let capacity = 16
    /// The serial the next environment made gets.
    private var nextSerial = 0

    /// `SlotRenderer.environment(for:on:scale:date:state:widget:)`, from what was kept when it
    /// can be, and a number for what it was made from (family, device, scale, state, widget) that
    /// no other kept environment has: equal numbers, equal environments but for the date.
    func environment(
        for family: WidgetFamily, on device: Device, scale: Double?, date: Date?, state: DeviceState, widget: WidgetIdentity
    ) throws(SlotRenderer.Failure) -> (environment: EnvironmentValues, serial: Int) {
        var env: EnvironmentValues
        let serial: Int
        if let index = keys.firstIndex(where: { $0.matches(family, device, scale, state, widget) }) {
            (env, serial) = kept[index]
        } else {
            env = try SlotRenderer.environment(for: family, on: device, scale: scale, state: state, widget: widget)
            serial = nextSerial
            nextSerial += 1
            if keys.count >= capacity {
                keys.removeFirst()
                places[kept.removeFirst().serial] = nil
            }
            keys.append(Key(family: family, device: device, scale: scale, state: state, widget: widget))
            kept.append((env, serial))
        }
        if let date { env.renderDate = date }
        return (env, serial)
    }

    /// The name a slot of `family` on `device` for `widget` in `corner` is drawn under, which
    /// the rasterizer keeps its canvas by: put together once per environment and corner.
    func place(serial: Int, family: WidgetFamily, device: Device, corner: Corner, widget: WidgetIdentity) -> String {
        if let kept = places[serial], kept.corner == corner { return kept.name }
        let name = "\(device.id)/\(family.rawValue)/\(corner.rawValue)/\(widget.kind)"
        places[serial] = (corner, name)
        return name
    }
}
