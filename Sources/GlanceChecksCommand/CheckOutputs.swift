import Foundation
import GlanceChecks
import GlanceGraphics

/// The files a check run writes, shared by `glance check` and a widget bundle's `check`:
/// JSON (`-` for standard output), JUnit XML, and a PNG per problem. Each file is written
/// whole or not at all, and an existing one only with `force`.
public struct CheckOutputs: Sendable {
    public var json: String?
    public var junit: String?
    /// A folder for pictures of problems.
    public var pictures: String?
    public var force = false
    /// The least severity that fails the run (and a JUnit case).
    public var failOn: Severity = .error

    public init(json: String? = nil, junit: String? = nil, pictures: String? = nil, force: Bool = false, failOn: Severity = .error) {
        (self.json, self.junit, self.pictures, self.force, self.failOn) = (json, junit, pictures, force, failOn)
    }

    /// Refuses, before any work, outputs that could not be written.
    public func check() throws {
        for path in [json, junit].compactMap({ $0 }) where path != "-" { try OutputFile.check(path, replacing: force) }
        // The pictures' folder is made if its parent exists; a file in its place is refused.
        if let pictures {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: pictures, isDirectory: &isDir) {
                guard isDir.boolValue else { throw OutputFile.Failure.exists(path: pictures) }
            } else {
                try OutputFile.check(pictures, replacing: true)
            }
        }
    }

    /// Writes every output asked for; returns the files written. `png` encodes pictures;
    /// `goldens` (from `glance report`) join the JSON and the JUnit.
    @discardableResult
    public func write(
        _ report: CheckReport, preset: String, checks: Set<CheckID> = Set(CheckID.allCases), configuration: String? = nil, shard: Shard = .whole,
        sources: [String: String] = [:], goldens: [GoldenRun] = [], png: (Bitmap) throws -> [UInt8]
    ) throws -> [String] {
        var written: [String] = []
        var report = report
        if let pictures {
            if !FileManager.default.fileExists(atPath: pictures) {
                try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: false)
            }
            // Parts of a split run write to one folder without clashing.
            let prefix = shard == .whole ? "" : "part-\(shard.index)-of-\(shard.count)-"
            var files: [String: String] = [:]
            for (n, group) in FindingGroup.gather(report.findings).enumerated() {
                guard let picture = group.first.picture else { continue }
                let f = group.first
                let name = [String(format: "%03d", n + 1), f.widget, f.check.rawValue, f.family.rawValue, f.device ?? ""].filter { !$0.isEmpty }
                    .joined(separator: "-").map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
                let path = URL(fileURLWithPath: pictures).appendingPathComponent(prefix + String(name) + ".png").path
                try OutputFile.write(try png(picture.enlarged(to: 160)), to: path, replacing: force)
                written.append(path)
                files[FindingGroup.key(of: f)] = path
            }
            // The JSON names each finding's picture (its group's), from the JSON's folder.
            let base = json.flatMap { $0 == "-" ? nil : URL(fileURLWithPath: $0).deletingLastPathComponent() }
                ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            for i in report.findings.indices {
                report.findings[i].pictureFile = files[FindingGroup.key(of: report.findings[i])].map { Self.relative($0, from: base) }
            }
        }
        if let json {
            let bytes = try report.json(preset: preset, configuration: configuration, shard: shard, sources: sources, goldens: goldens)
            if json == "-" {
                FileHandle.standardOutput.write(Data(bytes))
            } else {
                try OutputFile.write(bytes, to: json, replacing: force)
                written.append(json)
            }
        }
        if let junit {
            try OutputFile.write(Array(report.junit(failOn: failOn, checks: checks, goldens: goldens).utf8), to: junit, replacing: force)
            written.append(junit)
        }
        return written
    }
}

extension Bitmap {
    /// The bitmap scaled up by a whole factor (nearest pixel) until it is at least `side` pixels on its longer side.
    func enlarged(to side: Int) -> Bitmap {
        let factor = max(1, Int((Double(side) / Double(max(1, max(width, height)))).rounded(.up)))
        guard factor > 1 else { return self }
        var out = Bitmap(width: width * factor, height: height * factor)
        for y in 0..<out.height {
            for x in 0..<out.width {
                let i = (y * out.width + x) * 4, j = ((y / factor) * width + x / factor) * 4
                out.pixels.replaceSubrange(i..<(i + 4), with: pixels[j..<(j + 4)])
            }
        }
        return out
    }
}

extension CheckOutputs {
    /// `path` from the folder `base`, with `..` where they part.
    static func relative(_ path: String, from base: URL) -> String {
        let to = URL(fileURLWithPath: path).standardizedFileURL.pathComponents, from = base.standardizedFileURL.pathComponents
        let common = zip(to, from).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to.dropFirst(common)).joined(separator: "/")
    }
}
