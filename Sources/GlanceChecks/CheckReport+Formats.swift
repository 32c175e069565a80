import Foundation
import GlanceWidgets

extension CheckReport {
    /// The report as JSON: totals, the checks with their documentation, and every finding;
    /// with what `glance report` merges parts by: the run's `configuration` (what parts must
    /// share), its `shard`, the families covered and the faces checked.
    /// Golden matrices (`glance report`) are listed under `goldens`.
    public func json(
        preset: String, configuration: String? = nil, shard: Shard = .whole, sources: [String: String] = [:], goldens: [GoldenRun] = []
    ) throws -> [UInt8] {
        struct Check: Encodable { var id, title, defaultSeverity, documentation: String }
        struct Summary: Encodable { var errors, warnings, notes, findings, cellsChecked, rendersMade: Int }
        struct Covered: Encodable { var widget, family: String, devices: [String] }
        struct FaceChecked: Encodable { var name, device: String }
        struct Document: Encodable {
            /// Sorted first: what lets a later run know the file is its own to replace.
            var _generator = "Glance"
            var preset: String
            var configuration: String?
            var shard: String
            var sources: [String: String]
            var widgets: [String]
            var coverage: [Covered]
            var faces: [FaceChecked]
            var faceFrames: Int
            var summary: Summary
            var checks: [Check]
            var findings: [Finding]
            var goldens: [GoldenRun]?
        }
        let document = Document(
            preset: preset, configuration: configuration, shard: shard.description, sources: sources, widgets: widgets,
            coverage: coverage.map { Covered(widget: $0.widget, family: $0.family.rawValue, devices: $0.devices) },
            faces: faces.map { FaceChecked(name: $0.name, device: $0.device) }, faceFrames: faceFrames,
            summary: Summary(
                errors: count(.error), warnings: count(.warning), notes: count(.note), findings: findings.count, cellsChecked: cellsChecked,
                rendersMade: rendersMade),
            checks: CheckID.allCases.map { Check(id: $0.rawValue, title: $0.title, defaultSeverity: $0.defaultSeverity.rawValue, documentation: $0.documentation) },
            findings: findings, goldens: goldens.isEmpty ? nil : goldens)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(document)) + [10]
    }

    /// JUnit XML for CI: a test suite per widget, a test case per check × family × device
    /// (timeline checks per family), failing when it has findings at or above `failOn`;
    /// findings below it are listed in the case's output.
    /// Golden matrices (`glance report`) add a suite each, a case per cell.
    public func junit(failOn: Severity, checks: Set<CheckID> = Set(CheckID.allCases), goldens: [GoldenRun] = []) -> String {
        var out = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<!-- written by Glance (glance check) -->"]
        var suites: [String] = []
        var total = 0, failed = 0
        // Each test case's findings, in report order; a timeline check has one case a family, whatever device its findings name.
        struct Case: Hashable {
            var widget: String, check: CheckID, family: WidgetFamily, device: String?
        }
        let byCase = Dictionary(grouping: findings) { Case(widget: $0.widget, check: $0.check, family: $0.family, device: $0.check.isTimelineCheck ? nil : $0.device) }
        for widget in widgets {
            var cases: [String] = []
            var suiteFailures = 0
            for cover in coverage where cover.widget == widget {
                let places: [String?] = cover.devices.isEmpty ? [nil] : cover.devices
                for check in CheckID.allCases.sorted(by: { $0.rawValue < $1.rawValue }) where checks.contains(check) {
                    for device in check.isTimelineCheck ? [nil] : places {
                        let found = byCase[Case(widget: widget, check: check, family: cover.family, device: device)] ?? []
                        let name = [check.rawValue, cover.family.rawValue, device].compactMap { $0 }.joined(separator: " ")
                        let failing = found.filter { $0.severity >= failOn }
                        var body = ""
                        if !failing.isEmpty {
                            suiteFailures += 1
                            let lines = FindingGroup.gather(failing).map { "\($0.first.severity.rawValue): \($0.first.message) (\($0.count) cell\($0.count == 1 ? "" : "s"), e.g. \($0.first.stateDescription))" }
                            body += "<failure type=\"\(check.rawValue)\" message=\"\(Self.escape(lines[0]))\">\(Self.escape(lines.joined(separator: "\n")))\n\(check.documentation)</failure>"
                        }
                        let quiet = found.filter { $0.severity < failOn }
                        if !quiet.isEmpty {
                            body += "<system-out>\(Self.escape(FindingGroup.gather(quiet).map { "\($0.first.severity.rawValue): \($0.first.message)" }.joined(separator: "\n")))</system-out>"
                        }
                        cases.append("    <testcase classname=\"\(Self.escape(widget))\" name=\"\(Self.escape(name))\"" + (body.isEmpty ? "/>" : ">\(body)</testcase>"))
                    }
                }
            }
            total += cases.count
            failed += suiteFailures
            suites.append("  <testsuite name=\"\(Self.escape(widget))\" tests=\"\(cases.count)\" failures=\"\(suiteFailures)\" errors=\"0\">")
            suites += cases
            suites.append("  </testsuite>")
        }
        for run in goldens {
            let failing = run.cells.filter { $0.status != .passed }.count
            total += run.cells.count
            failed += failing
            suites.append("  <testsuite name=\"\(Self.escape(run.test))\" tests=\"\(run.cells.count)\" failures=\"\(failing)\" errors=\"0\">")
            for cell in run.cells {
                let head = "    <testcase classname=\"\(Self.escape(run.test))\" name=\"\(Self.escape(cell.name))\""
                suites.append(cell.status == .passed ? head + "/>"
                    : head + "><failure type=\"golden-\(cell.status.rawValue)\" message=\"\(Self.escape(cell.status.rawValue))\">\(Self.escape(cell.message ?? ""))</failure></testcase>")
            }
            suites.append("  </testsuite>")
        }
        out.append("<testsuites name=\"glance check\" tests=\"\(total)\" failures=\"\(failed)\" errors=\"0\">")
        out += suites
        out.append("</testsuites>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Text made safe inside XML attributes and elements.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(c)
            default: if c.value >= 0x20 { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
