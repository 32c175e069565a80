import Foundation

/// A folder of one test's own in the temporary directory, removed when the suite instance
/// holding it goes (Swift Testing makes one per test).
final class ScratchFolder: Sendable {
    let path: String

    /// Makes `<temporary directory>/<prefix>-<UUID>`.
    init(_ prefix: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
