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

    /// Writes every output asked for; returns the files written. `png` encodes pictures.
    @discardableResult
    public func write(
        _ report: CheckReport, preset: String, checks: Set<CheckID> = Set(CheckID.allCases), configuration: String? = nil, shard: Shard = .whole,
        sources: [String: String] = [:], png: (Bitmap) throws -> [UInt8]
    ) throws -> [String] {
        var written: [String] = []
        if let json {
            let bytes = try report.json(preset: preset, configuration: configuration, shard: shard, sources: sources)
            if json == "-" {
                FileHandle.standardOutput.write(Data(bytes))
            } else {
                try OutputFile.write(bytes, to: json, replacing: force)
                written.append(json)
            }
        }
        if let junit {
            try OutputFile.write(Array(report.junit(failOn: failOn, checks: checks).utf8), to: junit, replacing: force)
            written.append(junit)
        }
        if let pictures {
            if !FileManager.default.fileExists(atPath: pictures) {
                try FileManager.default.createDirectory(atPath: pictures, withIntermediateDirectories: false)
            }
            for (n, group) in FindingGroup.gather(report.findings).enumerated() {
                guard let picture = group.first.picture else { continue }
                let f = group.first
                let name = [String(format: "%03d", n + 1), f.widget, f.check.rawValue, f.family.rawValue, f.device ?? ""].filter { !$0.isEmpty }
                    .joined(separator: "-").map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
                let path = URL(fileURLWithPath: pictures).appendingPathComponent(String(name) + ".png").path
                try OutputFile.write(try png(picture.enlarged(to: 160)), to: path, replacing: force)
                written.append(path)
            }
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
