import Foundation

/// Findings that say the same thing about the same widget and family, gathered over the
/// devices, states and entries they were seen in: one line of a report.
public struct FindingGroup: Sendable {
    /// The first finding, whose cell the report names.
    public var first: Finding
    public var count: Int
    public var families: [String]
    public var devices: [String]
    public var states: [String]
    public var entries: [Int]

    /// What findings of one group share: the same check on the same subject, or the same
    /// message but for its figures (sizes, shares), about one widget.
    public static func key(of f: Finding) -> String {
        let shape = (f.subject ?? f.message).replacingOccurrences(of: "[0-9][0-9.,]*", with: "#", options: .regularExpression)
        return "\(f.widget)\u{1}\(f.check.rawValue)\u{1}\(shape)"
    }

    /// `findings` gathered in order of first appearance, worst first.
    public static func gather(_ findings: [Finding]) -> [FindingGroup] {
        var groups: [FindingGroup] = []
        var index: [String: Int] = [:]
        for f in findings {
            let key = key(of: f)
            if let i = index[key] {
                groups[i].count += 1
                if let d = f.device, !groups[i].devices.contains(d) { groups[i].devices.append(d) }
                if !groups[i].families.contains(f.family.rawValue) { groups[i].families.append(f.family.rawValue) }
                if !groups[i].states.contains(f.stateDescription) { groups[i].states.append(f.stateDescription) }
                if let e = f.entryIndex, !groups[i].entries.contains(e) { groups[i].entries.append(e) }
            } else {
                index[key] = groups.count
                groups.append(
                    FindingGroup(first: f, count: 1, families: [f.family.rawValue], devices: f.device.map { [$0] } ?? [], states: [f.stateDescription], entries: f.entryIndex.map { [$0] } ?? []))
            }
        }
        return groups.enumerated().sorted { ($0.element.first.severity, -$0.offset) > ($1.element.first.severity, -$1.offset) }.map(\.element)
    }
}
