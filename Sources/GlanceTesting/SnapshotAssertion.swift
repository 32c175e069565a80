import Foundation
import GlanceGraphics

/// Compares `value` with the reference `directory/name.ext` (`name` may hold a subfolder),
/// recording it as `record` says.
/// On a mismatch the actual snapshot and the diff artifact are written to a `__Failures__`
/// folder beside `directory`, and the thrown failure names them.
public func verifySnapshot<Value, Format>(
    of value: Value, as snapshotting: Snapshotting<Value, Format>, named name: String, in directory: String,
    record: RecordMode
) throws(SnapshotFailure) {
    let fm = FileManager.default
    let file = "\(name).\(snapshotting.pathExtension)"
    let reference = "\(directory)/\(file)"
    let failures = URL(fileURLWithPath: directory).deletingLastPathComponent().appendingPathComponent("__Failures__").path
    func attempt<T>(_ what: String, _ body: () throws -> T) throws(SnapshotFailure) -> T {
        do { return try body() } catch { throw SnapshotFailure("\(what): \(error)") }
    }

    let actual = try attempt("could not snapshot \(name)") { try snapshotting.snapshot(value) }
    let exists = fm.fileExists(atPath: reference)
    if record == .all || (record == .missing && !exists) {
        try attempt("could not record \(reference)") {
            try fm.createDirectory(atPath: (reference as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try OutputFile.write(snapshotting.diffing.toData(actual), to: reference, replacing: true)
        }
        throw SnapshotFailure(
            "recorded \(reference) (record mode \(record.rawValue)); look at it, then run again without GLANCE_RECORD", recorded: true)
    }
    guard exists else {
        var failure = SnapshotFailure("no reference at \(reference); record it with GLANCE_RECORD=missing and look at it")
        failure.missingReference = true
        throw failure
    }
    let expected = try attempt("could not read \(reference)") {
        try snapshotting.diffing.fromData(Array(try Data(contentsOf: URL(fileURLWithPath: reference))))
    }
    guard let (message, artifact) = snapshotting.diffing.diff(expected, actual) else { return }
    let actualPath = "\(failures)/\(name).actual.\(snapshotting.pathExtension)"
    let diffPath = "\(failures)/\(name).diff.\(snapshotting.pathExtension)"
    try attempt("could not write failure artifacts to \(failures)") {
        try fm.createDirectory(atPath: (actualPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try OutputFile.write(snapshotting.diffing.toData(actual), to: actualPath, replacing: true)
        if let artifact { try OutputFile.write(snapshotting.diffing.toData(artifact), to: diffPath, replacing: true) }
    }
    throw SnapshotFailure(
        "\(name) does not match \(reference): \(message); actual: \(actualPath)" + (artifact == nil ? "" : "; diff: \(diffPath)"),
        images: [reference, actualPath] + (artifact == nil ? [] : [diffPath]))
}
