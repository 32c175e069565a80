import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// The rows a benchmark measures, in one fixed order: ROMs as given, widgets as each ROM lists
/// them, families in the accessory order (circular, corner, rectangular, inline), then devices,
/// states and modes as given. Shards and merges rely on the order being the same on every machine.
struct BenchPlan {
    /// One row to measure.
    struct Item {
        /// Where the row is in the full list (from 0).
        var index: Int
        var romPath: String
        var widget: Rom.Widget
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

    /// The rows for `roms`: each widget in every family it supports (or those of `families`
    /// it supports) that the device shows, on every device, in every state and mode.
    init(
        roms: [(path: String, rom: Rom)], families: [WidgetFamily]?, devices: [Device], states: [BenchState],
        modes: [WidgetRenderingMode], tint: Color
    ) {
        for device in devices {
            for family in families ?? [] where device.families[family] == nil { unshown.append("\(family.rawValue) on \(device.id)") }
        }
        for (path, rom) in roms {
            for widget in rom.widgets where !widget.entries.isEmpty {
                for family in WidgetFamily.accessoryFamilies where widget.families.contains(family) && (families?.contains(family) ?? true) {
                    for device in devices where device.families[family] != nil {
                        for state in states {
                            for mode in modes {
                                let deviceState = NamedDeviceState(lock: state.lock, alwaysOn: state.alwaysOn, mode: mode).deviceState(tint: tint)
                                items.append(
                                    Item(
                                        index: items.count, romPath: path, widget: widget, family: family, device: device, state: state,
                                        mode: mode, deviceState: deviceState))
                            }
                        }
                    }
                }
            }
        }
    }
}
