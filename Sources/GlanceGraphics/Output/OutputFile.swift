import Foundation

/// Writes output files whole or not at all, and never replaces a file unless asked.
public enum OutputFile {
    /// Why a write failed.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case exists(path: String)
        case directoryMissing(path: String)
        case writeFailed(path: String, reason: String)

        public var description: String {
            switch self {
            case .exists(let path): "\(path): file exists; pass --force to replace it"
            case .directoryMissing(let path): "\(path): the folder does not exist"
            case .writeFailed(let path, let reason): "\(path): could not write: \(reason)"
            }
        }
    }

    /// Writes `bytes` to `path` through a temporary file and a rename.
    public static func write(_ bytes: [UInt8], to path: String, replacing: Bool = false) throws(Failure) {
        try check(path, replacing: replacing)
        let url = URL(fileURLWithPath: path)
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
    }

    /// Whether `write` may write `path`: its folder exists (a missing folder is made when the
    /// one holding it exists, so `-o out/x.png` works on a fresh clone), and the file does not,
    /// unless `replacing` or it is a picture or report Glance wrote (rerunning a command replaces its own output).
    public static func check(_ path: String, replacing: Bool = false) throws(Failure) {
        var isDir: ObjCBool = false
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDir) {
            let grandparent = parent.deletingLastPathComponent().path
            guard FileManager.default.fileExists(atPath: grandparent, isDirectory: &isDir), isDir.boolValue,
                (try? FileManager.default.createDirectory(at: parent, withIntermediateDirectories: false)) != nil
            else { throw .directoryMissing(path: parent.path) }
        }
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDir), isDir.boolValue else {
            throw .directoryMissing(path: parent.path)
        }
        if !replacing && FileManager.default.fileExists(atPath: path) && !wroteByGlance(path) { throw .exists(path: path) }
    }

    /// The text chunk Glance's PNGs carry after their header: keyword `Software`, text `Glance`.
    public static let pngMarker = Array("Software".utf8) + [0] + Array("Glance".utf8)

    /// What the reports Glance writes say near their start: `check --json` and `--junit`, `bench --json`.
    public static let reportMarkers = [#""_generator" : "Glance""#, "<!-- written by Glance", #""format" : "glance-bench/"#]

    /// How `bench --csv`'s header line starts: CSV has no comments, so its own columns mark it.
    public static let benchCSVMarker = "index,rom,widget,family,device,state,mode,entries,renders,min_us,"

    /// Whether the file at `path` is one Glance wrote: a PNG carrying `pngMarker` right after its
    /// header, a JSON or XML report with one of `reportMarkers` in its first 4 KB, or a CSV that
    /// starts with `benchCSVMarker`.
    public static func wroteByGlance(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = [UInt8](handle.readData(ofLength: 4096))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return head.count >= 41 + pngMarker.count && head[37..<(41 + pngMarker.count)].elementsEqual("tEXt".utf8 + pngMarker)
        }
        let text = String(decoding: head, as: UTF8.self)
        if text.hasPrefix(benchCSVMarker) { return true }
        // A report is JSON or XML from its first byte: a source file or note that merely quotes
        // a marker (OutputFile.swift does) is not one.
        guard text.hasPrefix("{") || text.hasPrefix("<?xml") else { return false }
        return reportMarkers.contains { text.contains($0) }
    }
}
