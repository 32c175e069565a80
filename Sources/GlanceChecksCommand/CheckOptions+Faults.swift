import GlanceChecks
import GlanceExtension
import GlanceWidgets

extension CheckConfiguration {
    /// The extension faults in `records` as findings: one per widget, family and kind of
    /// fault, saying how often it happened and to which requests.
    public func findings(for records: [ExtensionFaultRecord]) -> [Finding] {
        struct Key: Hashable {
            var kind: String
            var family: WidgetFamily
            var check: CheckID
        }
        var order: [Key] = []
        var seen: [Key: (first: ExtensionFault, count: Int, requests: [String])] = [:]
        for record in records {
            guard let family = record.family, let check = Self.check(for: record.fault) else { continue }
            let key = Key(kind: record.kind, family: family, check: check)
            if seen[key] == nil { order.append(key) }
            var s = seen[key] ?? (record.fault, 0, [])
            s.count += 1
            if !s.requests.contains(record.request) { s.requests.append(record.request) }
            seen[key] = s
        }
        return order.flatMap { key -> [Finding] in
            let s = seen[key]!
            let times = s.count == 1 ? "once" : "\(s.count) times"
            return finding(key.check, widget: key.kind, family: key.family, message: "\(s.first) (\(times), asked for: \(s.requests.joined(separator: ", ")))")
        }
    }

    /// The check a fault is reported under; nil for waits between restarts.
    static func check(for fault: ExtensionFault) -> CheckID? {
        switch fault {
        case .crashed, .exited: .extensionCrash
        case .timedOut: .extensionTimeout
        case .memoryCeiling: .extensionMemory
        case .oversized: .extensionOversized
        case .failed, .protocolError, .launchFailed: .providerError
        case .restarting: nil
        }
    }
}
