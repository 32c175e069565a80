import GlanceFirmware
import GlanceWidgets

extension CheckRunner {
    /// The key of what is found once per widget and family (timeline, symbols, privacy marks),
    /// or once per device too (burn-in), for `Shard.contains`.
    nonisolated static func shardKey(widget: String, family: WidgetFamily, device: String? = nil) -> String {
        ([widget, family.rawValue] + (device.map { [$0, "burn-in"] } ?? [])).joined(separator: "|")
    }
}

extension CellJob {
    /// The key of one cell: widget, family, device, state and entry.
    func shardKey(_ state: DeviceState) -> String {
        let look = "\(state.lock.rawValue)-\(state.isLuminanceReduced ? "dim" : "bright")-\(state.renderingMode)"
        return [identity.kind, family.rawValue, device.id, look, "e\(index)"].joined(separator: "|")
    }

    /// Whether any of the job's cells is in `shard`.
    func hasCells(in shard: Shard) -> Bool {
        groups.contains { $0.cells.contains { shard.contains(shardKey($0.state)) } }
    }
}
