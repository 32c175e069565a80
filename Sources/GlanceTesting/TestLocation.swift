import Foundation

/// Where an assertion was written: for reporting, and for finding the test file's goldens.
public struct TestLocation: Hashable, Sendable {
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    public init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The location an assertion's `#fileID`, `#filePath`, `#line` and `#column` defaults name.
    init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.init(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
    }

    /// The cairo renderer's goldens beside the test file: `<folder>/__Snapshots__/cairo`.
    public var snapshotDirectory: String {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/cairo").path
    }

    /// The test file's name without `.swift`: its goldens' subfolder.
    public var testFileName: String {
        URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    }
}
