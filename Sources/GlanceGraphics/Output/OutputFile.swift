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
        let url = URL(fileURLWithPath: path)
        let manager = FileManager.default
        var isDir: ObjCBool = false
        let parent = url.deletingLastPathComponent().path
        guard manager.fileExists(atPath: parent, isDirectory: &isDir), isDir.boolValue else {
            throw .directoryMissing(path: parent)
        }
        if !replacing && manager.fileExists(atPath: path) { throw .exists(path: path) }
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw .writeFailed(path: path, reason: error.localizedDescription)
        }
    }
}
