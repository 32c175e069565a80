import GlanceFirmware
import GlanceGraphics

extension CheckReport {
    /// The report people read: per widget, each problem once with where it shows, then a summary.
    /// `sources` names where each widget came from (a ROM file), if known.
    public func text(sources: [String: String] = [:], preset: AlwaysOnPreset? = nil) -> String {
        var lines: [String] = []
        let faceNames = Set(faces.map(\.name))
        for widget in widgets.filter({ !faceNames.contains($0) }) + faces.map(\.name) {
            let groups = FindingGroup.gather(findings.filter { $0.widget == widget })
            let families = faces.first { $0.name == widget }.map { ["face on \($0.device)"] } ?? coverage.filter { $0.widget == widget }.map(\.family.rawValue)
            let from = sources[widget].map { " (\($0))" } ?? ""
            let verdict = groups.isEmpty ? "ok" : Severity.allCases.reversed().compactMap { s -> String? in
                let n = groups.filter { $0.first.severity == s }.count
                return n == 0 ? nil : "\(n) \(s.rawValue)\(n == 1 ? "" : "s")"
            }.joined(separator: ", ")
            lines.append("\(widget)\(from): \(verdict)  [\(families.joined(separator: ", "))]")
            for g in groups {
                let f = g.first
                var place = [g.families.joined(separator: ", ")]
                if !g.devices.isEmpty { place.append(Self.list(g.devices, max: 3)) }
                if !f.stateDescription.isEmpty { place.append(g.states.count > 1 ? "\(g.states.count) states incl. \(f.stateDescription)" : f.stateDescription) }
                if !g.entries.isEmpty { place.append(g.entries.count > 1 ? "entries \(Self.list(g.entries.sorted().map(String.init), max: 4))" : "entry \(g.entries[0])") }
                lines.append("  \(f.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(f.check.rawValue): \(f.message)")
                lines.append("          at \(place.joined(separator: " · "))\(g.count > 1 ? " — \(g.count) cells" : "")")
            }
        }
        let groups = FindingGroup.gather(findings)
        let counts = Severity.allCases.reversed().map { s in "\(groups.filter { $0.first.severity == s }.count) \(s.rawValue)s" }
        lines.append("")
        lines.append(
            "\(widgets.count) widget\(widgets.count == 1 ? "" : "s"), \(cellsChecked) cells (\(rendersMade) renders)"
                + (faces.isEmpty ? "" : ", \(faces.count) face\(faces.count == 1 ? "" : "s") (\(faceFrames) frames)")
                + "\(preset.map { ", Always On preset \($0.name)" } ?? ""): "
                + counts.joined(separator: ", ") + " (\(findings.count) findings over all cells)")
        // Widget names and messages may carry what a widget chose, control characters included.
        return lines.map(\.escapingControlCharacters).joined(separator: "\n")
    }

    static func list(_ items: [String], max: Int) -> String {
        items.count <= max ? items.joined(separator: ", ") : items.prefix(max).joined(separator: ", ") + " +\(items.count - max)"
    }
}
