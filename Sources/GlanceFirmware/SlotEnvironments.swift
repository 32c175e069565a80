import Foundation
import GlanceUI
import GlanceWidgets

/// The environments slots were last laid out in, kept so the next entry in the same slot does
/// not build its environment again (about 2.4 µs of a rectangular entry's first render, most
/// of it storing the widget keys). The render date is set on the copy handed out.
final class SlotEnvironments {
    private struct Key {
        var family: WidgetFamily, device: Device, scale: Double?, state: DeviceState, widget: WidgetIdentity

        /// Whether the key is made of these, compared where they lie (no copy, so no reference
        /// counting of the device's strings and tables on every slot drawn).
        @inline(__always)
        static func matches(
            _ key: UnsafePointer<Key>, _ family: WidgetFamily, _ device: borrowing Device, _ scale: Double?, _ state: borrowing DeviceState,
            _ widget: borrowing WidgetIdentity
        ) -> Bool {
            key.pointee.family == family && key.pointee.scale == scale && key.pointee.widget == widget && key.pointee.state == state
                && key.pointee.device == device
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
    /// Where the last environment asked for lies in `keys`: a slot drawn again is asked for next.
    private var last = 0

    /// `SlotRenderer.environment(for:on:scale:date:state:widget:)`, from what was kept when it
    /// can be, and a number for what it was made from (family, device, scale, state, widget) that
    /// no other kept environment has: equal numbers, equal environments but for the date.
    func environment(
        for family: WidgetFamily, on device: Device, scale: Double?, date: Date?, state: DeviceState, widget: WidgetIdentity
    ) throws(SlotRenderer.Failure) -> (environment: EnvironmentValues, serial: Int) {
        var env: EnvironmentValues
        let serial: Int
        if let index = index(of: family, device, scale, state, widget) {
            (env, serial) = kept[index]
            last = index
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
            last = keys.count - 1
        }
        if let date { env.renderDate = date }
        return (env, serial)
    }

    /// Where the environment made from these is kept, if it is: the last one asked for first.
    private func index(
        of family: WidgetFamily, _ device: Device, _ scale: Double?, _ state: DeviceState, _ widget: WidgetIdentity
    ) -> Int? {
        keys.withUnsafeBufferPointer { keys in
            let base = keys.baseAddress!
            if last < keys.count, Key.matches(base + last, family, device, scale, state, widget) { return last }
            return keys.indices.first { $0 != last && Key.matches(base + $0, family, device, scale, state, widget) }
        }
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
