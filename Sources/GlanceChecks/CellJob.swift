import Foundation
import GlanceFirmware
import GlanceUI
import GlanceWidgets

/// One entry on one device, every state of the matrix: the widget's view archived on the main
/// actor for each state (widget code runs there), to be laid out, drawn and checked on any core.
struct CellJob: Sendable {
    let identity: WidgetIdentity
    let family: WidgetFamily
    let device: Device
    let index: Int
    let entryDate: Date
    /// When the entry is drawn (the moment it came on screen).
    let renderDate: Date
    /// By luminance × rendering mode the device offers, each lock state's archived tree
    /// (`nil` when the device does not show the family).
    let states: [[(state: DeviceState, node: ViewNode?)]]

    @MainActor
    init(_ shown: TimelinePlay.Shown, index: Int, identity: WidgetIdentity, family: WidgetFamily, device: Device, scale: Double?) {
        (self.identity, self.family, self.device, self.index) = (identity, family, device, index)
        (entryDate, renderDate) = (shown.entry.date, shown.from)
        var states: [[(DeviceState, ViewNode?)]] = []
        for luminanceReduced in [false, true] {
            for mode in device.renderingModes {
                states.append(LockState.allCases.map { lock in
                    let state = DeviceState(lock: lock, isLuminanceReduced: luminanceReduced, renderingMode: mode)
                    let env = try? SlotRenderer.environment(for: family, on: device, scale: scale, date: shown.from, state: state, widget: identity)
                    return (state, env.map { shown.entry.archive($0) })
                })
            }
        }
        self.states = states
    }
}
