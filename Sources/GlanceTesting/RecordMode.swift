import Foundation

/// When reference snapshots are written instead of compared.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Compare only; a missing reference fails.
    case never
    /// Write references that do not exist yet (and fail, so the new file gets looked at).
    case missing
    /// Overwrite every reference (and fail, so nothing is recorded by accident).
    case all

    /// The mode from `GLANCE_RECORD` (`never`, `missing`, `all`); `missing` when unset, and
    /// always `never` under CI, where a request to record is itself an error.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotFailure) -> RecordMode {
        let requested = env["GLANCE_RECORD"].map { $0.lowercased() }
        let ci = env["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
        guard let requested, !requested.isEmpty else { return ci ? .never : .missing }
        guard let mode = RecordMode(rawValue: requested) else {
            throw SnapshotFailure("GLANCE_RECORD=\(requested) is not one of: never, missing, all")
        }
        if ci && mode != .never { throw SnapshotFailure("GLANCE_RECORD=\(requested) is refused under CI: references are recorded on a desk, never in CI") }
        return mode
    }
}

/// A snapshot that did not match, or could not be checked; the message says where to look.
public struct SnapshotFailure: Error, CustomStringConvertible, Equatable {
    public var description: String
    /// Whether the snapshot was recorded as a new reference rather than compared.
    public var recorded: Bool
    /// Images that show the failure (the golden, the actual and the difference), attached to
    /// the issue a Swift Testing test records.
    public var images: [String]
    /// Whether the golden does not exist (and was not recorded).
    var missingReference = false

    public init(_ description: String, recorded: Bool = false, images: [String] = []) {
        self.description = description
        self.recorded = recorded
        self.images = images
    }
}
