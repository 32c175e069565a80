import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// The rows a benchmark measures, in one fixed order: ROMs (or the bundle) as given, widgets as
/// each lists them, families in the accessory order (circular, corner, rectangular, inline), then devices,
/// states and modes as given. Shards and merges rely on the order being the same on every machine.
@MainActor
struct BenchPlan {
    /// One row to measure.
    struct Item {
        /// Where the row is in the full list (from 0).
        var index: Int
        var widget: BenchWidget
        var family: WidgetFamily
        var device: Device
        var state: BenchState
        var mode: WidgetRenderingMode
        /// What the firmware is told: the state, the mode and the face's tint.
        var deviceState: DeviceState
    }

    var items: [Item] = []
    /// Families asked for that a device does not show, as `family on device`, once each.
    var unshown: [String] = []

    /// The rows for `widgets`: each in every family it supports (or those of `families` it
    /// supports) that the device shows, on every device, in every state and mode.
    init(
        widgets: [BenchWidget], families: [WidgetFamily]?, devices: [Device], states: [BenchState],
        modes: [WidgetRenderingMode], tint: Color
    ) {
        for device in devices {
            for family in families ?? [] where device.families[family] == nil { unshown.append("\(family.rawValue) on \(device.id)") }
        }
        for widget in widgets {
            for family in WidgetFamily.accessoryFamilies where widget.families.contains(family) && (families?.contains(family) ?? true) {
                for device in devices where device.families[family] != nil {
                    for state in states {
                        for mode in modes {
                            let deviceState = NamedDeviceState(lock: state.lock, alwaysOn: state.alwaysOn, mode: mode).deviceState(tint: tint)
                            items.append(
                                Item(
                                    index: items.count, widget: widget, family: family, device: device, state: state,
                                    mode: mode, deviceState: deviceState))
                        }
                    }
                }
            }
        }
    }
}
