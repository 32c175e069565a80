import Foundation
import GlanceUI
import GlanceWidgets
import Synchronization

/// The data fields taps on a ROM widget's buttons and toggles have changed, shared by every
/// placement of the widget (as an app's data is): laid over each entry's data when a timeline
/// is made.
final class RomFieldChanges: Sendable {
    private let fields = Mutex<[String: String]>([:])

    /// `entry` with the changed fields over its data.
    func applied(to entry: Rom.Entry) -> Rom.Entry {
        let changed = fields.withLock { $0 }
        guard !changed.isEmpty else { return entry }
        var entry = entry
        entry.data = (entry.data ?? [:]).merging(changed) { _, new in new }
        return entry
    }

    /// Changes `field` (whose value, unchanged, is `current`) as a tap asks.
    func change(_ field: String, _ change: FieldChange, current: String?) -> Result<Void, TimelineSourceError> {
        fields.withLock { fields in
            let value = fields[field] ?? current
            switch change {
            case .set(let text):
                fields[field] = text
            case .add(let n):
                guard let number = Double(value ?? "0") else { return .failure(TimelineSourceError("\"\(field)\" is \"\(value ?? "")\", not a number to add to")) }
                let sum = number + n
                fields[field] = sum == sum.rounded() && abs(sum) < 1e15 ? String(Int(sum)) : String(sum)
            case .toggle:
                fields[field] = value == "true" ? "false" : "true"
            }
            return .success(())
        }
    }
}
