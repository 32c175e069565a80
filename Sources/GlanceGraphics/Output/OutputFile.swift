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

    /// Whether `write` may write `path`: its folder exists, and it does not unless `replacing`.
    public static func check(_ path: String, replacing: Bool = false) throws(Failure) {
        var isDir: ObjCBool = false
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue else {
            throw .directoryMissing(path: parent)
        }
        if !replacing && FileManager.default.fileExists(atPath: path) { throw .exists(path: path) }
    }
}
