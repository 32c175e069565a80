import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// One entry on one device, every state of the matrix, made ready on the main actor (widget
/// code archives its views there) to be laid out, drawn and checked on any core.
struct CellJob: Sendable {
    /// One lock state: the firmware's policy for it and, for the first state of the group
    /// with that policy, the widget's view archived for it (`nil` for the others, which share
    /// that state's render, or when the device does not show the family).
    struct Cell: Sendable {
        var state: DeviceState
        var policy: RedactionPolicy
        var node: ViewNode?
    }

    /// The lock states of one luminance × rendering mode, and the entry as drawn unlocked there.
    struct Group: Sendable {
        var open: ViewNode?
        var cells: [Cell]
    }

    let identity: WidgetIdentity
    let family: WidgetFamily
    let device: Device
    let index: Int
    let entryDate: Date
    /// When the entry is drawn (the moment it came on screen).
    let renderDate: Date
    /// By luminance × rendering mode the device offers.
    let groups: [Group]

    @MainActor
    init(_ shown: TimelinePlay.Shown, index: Int, identity: WidgetIdentity, family: WidgetFamily, device: Device, scale: Double?) {
        (self.identity, self.family, self.device, self.index) = (identity, family, device, index)
        (entryDate, renderDate) = (shown.entry.date, shown.from)
        var groups: [Group] = []
        for luminanceReduced in [false, true] {
            for mode in device.renderingModes {
                var group = Group(open: nil, cells: [])
                var archived = Set<RedactionPolicy>()
                // Unlocked comes first and is never redacted, so `open` is known before any
                // redacted state, whose policy then says whether it draws alike.
                for lock in LockState.allCases {
                    let state = DeviceState(lock: lock, isLuminanceReduced: luminanceReduced, renderingMode: mode)
                    var policy = state.redaction(for: identity.kind, protection: identity.protection)
                    if let open = group.open { policy = policy.drawingAlike(marksSensitive: open.containsPrivacySensitive) }
                    var node: ViewNode?
                    if archived.insert(policy).inserted,
                        let env = try? SlotRenderer.environment(for: family, on: device, scale: scale, date: shown.from, state: state, widget: identity)
                    {
                        node = shown.entry.archive(env)
                    }
                    if policy == .none, let node { group.open = node }
                    group.cells.append(Cell(state: state, policy: policy, node: node))
                }
                groups.append(group)
            }
        }
        self.groups = groups
    }
}
