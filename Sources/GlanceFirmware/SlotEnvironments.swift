import Foundation
import GlanceUI
import GlanceWidgets

/// The environments slots were last laid out in, kept so the next entry in the same slot does
/// not build its environment again (about 2.4 µs of a rectangular entry's first render, most
/// of it storing the widget keys). The render date is set on the copy handed out.
final class SlotEnvironments {
    private struct Key: Equatable {
        var family: WidgetFamily, device: Device, scale: Double?, state: DeviceState, widget: WidgetIdentity
    }

    private var kept: [(key: Key, environment: EnvironmentValues)] = []
    /// Slots in use at once: a face's, with room to spare.
    private let capacity = 16

    /// `SlotRenderer.environment(for:on:scale:date:state:widget:)`, from what was kept when it can be.
    func environment(
        for family: WidgetFamily, on device: Device, scale: Double?, date: Date?, state: DeviceState, widget: WidgetIdentity
    ) throws(SlotRenderer.Failure) -> EnvironmentValues {
        let key = Key(family: family, device: device, scale: scale, state: state, widget: widget)
        var env: EnvironmentValues
        if let index = kept.firstIndex(where: { $0.key == key }) {
            env = kept[index].environment
        } else {
            env = try SlotRenderer.environment(for: family, on: device, scale: scale, state: state, widget: widget)
            if kept.count >= capacity { kept.removeFirst() }
            kept.append((key, env))
        }
        if let date { env.renderDate = date }
        return env
    }
}
