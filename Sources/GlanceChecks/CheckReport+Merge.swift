import Foundation
import GlanceWidgets

/// One part of a sharded check run, as `glance check --json` wrote it.
public struct CheckPart: Decodable, Sendable {
    struct Covered: Decodable, Sendable { var widget, family: String, devices: [String] }
    struct FaceChecked: Decodable, Sendable { var name, device: String }
    struct Summary: Decodable, Sendable { var cellsChecked, rendersMade: Int }

    public var preset: String
    public var configuration: String?
    public var shard: String
    var sources: [String: String]?
    var widgets: [String]
    var coverage: [Covered]
    var faces: [FaceChecked]
    var faceFrames: Int
    var summary: Summary
    var findings: [Finding]

    /// Reads a part; a finding's picture, named from the part's folder, becomes a full path.
    static func read(_ path: String, data: Data) throws(MergeError) -> CheckPart {
        do {
            var part = try JSONDecoder().decode(CheckPart.self, from: data)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for i in part.findings.indices {
                part.findings[i].pictureFile = part.findings[i].pictureFile.map { folder.appendingPathComponent($0).standardizedFileURL.path }
            }
            return part
        } catch let error as DecodingError {
            throw MergeError("\(path): not a check report of this Glance (glance check --json): \(Self.describe(error))")
        } catch { throw MergeError("\(path): \(error)") }
    }

    /// Where JSON that does not parse goes wrong, as a line number when Foundation says the offset.
    static func lineOf(_ error: any Error, in data: Data) -> String {
        let text = "\((error as NSError).userInfo[NSDebugDescriptionErrorKey] ?? error)"
        guard let range = text.range(of: #"character (\d+)"#, options: .regularExpression),
            let offset = Int(text[range].dropFirst("character ".count)), offset <= data.count
        else { return text }
        let before = data.prefix(offset)
        let column = offset - (before.lastIndex(of: 10).map { $0 + 1 } ?? 0) + 1
        return "line \(before.filter { $0 == 10 }.count + 1), column \(column): \(text)"
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .keyNotFound(let key, let c): return "no field \(path(c).isEmpty ? "" : path(c) + ".")\(key.stringValue)"
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .dataCorrupted(let c): return "\(path(c)): \(c.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}

/// Why parts cannot be merged.
public struct MergeError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}

extension CheckReport {
    /// The report of the whole run from its parts (`glance report`): the same findings (in
    /// the order one run lists them), cells and widgets as one unsharded run, with the preset
    /// and configuration they share, and warnings about missing parts. Refuses a part given
    /// twice, parts split differently, and parts of different configurations.
    public static func merge(_ parts: [(file: String, part: CheckPart)]) throws(MergeError) -> Merged {
        guard let (firstFile, first) = parts.first else { throw MergeError("no parts to merge") }
        for (file, part) in parts {
            guard part.configuration == first.configuration, part.preset == first.preset, part.widgets == first.widgets else {
                throw MergeError("\(file) and \(firstFile) are parts of different runs: " + difference(first, part))
            }
        }
        let split = try ShardedParts(parts.map { ($0.file, $0.part.shard, $0.part) })
        var report = CheckReport(widgets: first.widgets)
        var covered = Set<CheckReport.Coverage>()
        var faces = Set<String>()
        for part in split.parts {
            report.findings += part.findings
            report.cellsChecked += part.summary.cellsChecked
            report.rendersMade += part.summary.rendersMade
            report.faceFrames += part.faceFrames
            for c in part.coverage {
                guard let family = WidgetFamily(rawValue: c.family) else { continue }
                let cover = CheckReport.Coverage(widget: c.widget, family: family, devices: c.devices)
                if covered.insert(cover).inserted { report.coverage.append(cover) }
            }
            for f in part.faces where faces.insert("\(f.name)\u{0}\(f.device)").inserted { report.faces.append((f.name, f.device)) }
        }
        report.findings.sort(by: canonicalOrder(widgets: first.widgets))
        return Merged(report: report, preset: first.preset, configuration: first.configuration, sources: first.sources ?? [:], warnings: split.missing.map { [$0] } ?? [])
    }

    /// The report of the whole run, with what its parts share and the warnings of the merge.
    public struct Merged: Sendable {
        public var report: CheckReport
        public var preset: String
        public var configuration: String?
        /// Where each widget came from (a ROM file), as the text report names it.
        public var sources: [String: String]
        public var warnings: [String]
    }

    /// What two runs' parts differ in, for the refusal.
    static func difference(_ a: CheckPart, _ b: CheckPart) -> String {
        if a.preset != b.preset { return "preset \(a.preset) and \(b.preset)" }
        if a.widgets != b.widgets { return "widgets \(a.widgets) and \(b.widgets)" }
        let x = (a.configuration ?? "").split(separator: ";"), y = (b.configuration ?? "").split(separator: ";")
        let differing = zip(x, y).filter { $0 != $1 }.map { "\($0) and \($1)" }
        return differing.isEmpty ? "configuration \(a.configuration ?? "none") and \(b.configuration ?? "none")" : differing.joined(separator: "; ")
    }

    /// The order findings are listed in whatever the split: by widget as checked, then family,
    /// device, entry, state and check, then message.
    public static func canonicalOrder(widgets: [String]) -> (Finding, Finding) -> Bool {
        let rank = Dictionary(widgets.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return { a, b in
            func key(_ f: Finding) -> [String] {
                [String(format: "%06d", rank[f.widget] ?? Int.max / 2), f.family.rawValue, f.device ?? "", String(format: "%06d", f.entryIndex ?? -1),
                 f.lock?.rawValue ?? "", f.luminanceReduced.map { $0 ? "1" : "0" } ?? "", f.mode?.rawValue ?? "", f.check.rawValue, f.message]
            }
            return key(a).lexicographicallyPrecedes(key(b))
        }
    }
}
