import Foundation
import GlanceGraphics

/// `glance report --html DIR`: one folder a reviewer opens from `file://` (no server, no
/// network): `index.html`, the report's rows in `report.js`, and every picture in `images/`.
/// The page (`HTMLReport+Page.swift`) filters, pages rows in as they scroll and loads images
/// lazily, so a report of tens of thousands of cells opens at once.
public struct HTMLReport: Sendable {
    /// One line of the page: a check's finding or a golden cell.
    struct Row: Encodable {
        var kind: String
        var widget, family, device, state, check, level, message: String
        var entry: String?
        /// A finding's picture; a golden cell's golden, actual and difference, in that order.
        var images: [String?]
    }

    struct Document: Encodable {
        var title: String
        var generated: String
        var cellsChecked: Int
        var warnings: [String]
        var checks: [String: String]
        var rows: [Row]
    }

    /// The file that marks a folder as a Glance report, which `--force` may replace.
    static let marker = ".glance-report"

    public var report: MergedReport
    public var title: String
    /// When the report was made, as the page says.
    public var generated: Date

    public init(_ report: MergedReport, title: String = "Glance report", generated: Date) {
        (self.report, self.title, self.generated) = (report, title, generated)
    }

    /// Writes the folder whole, in place of `directory` only when it is an earlier report and
    /// `replacing`; returns the number of rows and images.
    @discardableResult
    public func write(to directory: String, replacing: Bool) throws(OutputFile.Failure) -> (rows: Int, images: Int) {
        let fm = FileManager.default
        let target = URL(fileURLWithPath: directory).standardizedFileURL
        if fm.fileExists(atPath: target.path) {
            guard replacing else { throw .exists(path: directory) }
            let contents = (try? fm.contentsOfDirectory(atPath: target.path)) ?? []
            guard contents.isEmpty || contents.contains(Self.marker) else {
                throw .writeFailed(path: directory, reason: "it holds files that are not a Glance report; name a new folder")
            }
        }
        try OutputFile.check(target.appendingPathComponent("index.html").path, replacing: true)
        // Built beside the target, then moved into place: a reader never sees half a report.
        let staging = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        try? fm.removeItem(at: staging)
        do {
            try fm.createDirectory(at: staging.appendingPathComponent("images"), withIntermediateDirectories: true)
            var images = ImageCopies(folder: staging.appendingPathComponent("images"))
            let document = try makeDocument(images: &images)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.withoutEscapingSlashes]
            let data = try encoder.encode(document)
            try (Data("window.GLANCE_REPORT = ".utf8) + data + Data(";\n".utf8)).write(to: staging.appendingPathComponent("report.js"))
            try Data(Self.page(title: title).utf8).write(to: staging.appendingPathComponent("index.html"))
            try Data("Glance HTML report; glance report --html -f may replace this folder.\n".utf8).write(to: staging.appendingPathComponent(Self.marker))
            if fm.fileExists(atPath: target.path) { try fm.removeItem(at: target) }
            try fm.moveItem(at: staging, to: target)
            return (document.rows.count, images.count)
        } catch {
            try? fm.removeItem(at: staging)
            throw .writeFailed(path: directory, reason: "\(error)")
        }
    }

    func makeDocument(images: inout ImageCopies) throws -> Document {
        var rows: [Row] = []
        if let check = report.check {
            for f in check.report.findings {
                rows.append(Row(
                    kind: "finding", widget: f.widget, family: f.family.rawValue, device: f.device ?? "", state: f.stateDescription,
                    check: f.check.rawValue, level: f.severity.rawValue, message: f.message, entry: f.entryIndex.map { "\($0)" },
                    images: [try f.pictureFile.flatMap { try images.copy($0) }]))
            }
        }
        for run in report.goldens {
            for cell in run.cells {
                rows.append(Row(
                    kind: "golden", widget: run.widget, family: cell.family, device: cell.device, state: cell.state, check: "golden",
                    level: cell.status.rawValue, message: cell.message ?? "\(run.test)/\(cell.name) matches its golden", entry: cell.entry,
                    images: try [cell.golden, cell.actual, cell.diff].map { try $0.flatMap { try images.copy($0) } }))
            }
        }
        var checks = Dictionary(uniqueKeysWithValues: CheckID.allCases.map { ($0.rawValue, $0.title) })
        checks["golden"] = "Golden images"
        let stamp = ISO8601DateFormatter().string(from: generated)
        return Document(
            title: title, generated: stamp, cellsChecked: (report.check?.report.cellsChecked ?? 0) + report.goldens.reduce(0) { $0 + $1.cells.count },
            warnings: report.warnings, checks: checks, rows: rows)
    }
}

/// The pictures a report shows, each copied once into its `images/` folder.
struct ImageCopies {
    let folder: URL
    private var copied: [String: String] = [:]
    var count: Int { copied.count }

    init(folder: URL) { self.folder = folder }

    /// The copy's path from the page, or nil when the picture is gone (the row says so).
    mutating func copy(_ source: String) throws -> String? {
        if let done = copied[source] { return done }
        guard FileManager.default.fileExists(atPath: source) else { return nil }
        let name = "images/\(copied.count + 1).png"
        try FileManager.default.copyItem(atPath: source, toPath: folder.deletingLastPathComponent().appendingPathComponent(name).path)
        copied[source] = name
        return name
    }
}
