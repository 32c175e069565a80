import Foundation
import Testing

#if canImport(XCTest)
import XCTest
#endif

/// Reports an assertion's failure to the test library running the test: Swift Testing when a
/// Swift Testing test is current, XCTest otherwise.
public enum TestFailureReporter {
    /// Which library a failure goes to.
    public enum Library: Sendable, Equatable { case swiftTesting, xcTest }

    /// The library running the current task's test.
    public static var current: Library { Test.current != nil ? .swiftTesting : .xcTest }

    /// Records `message` as a failure at `location` in the current test; under Swift Testing,
    /// with the PNGs at `images` attached (the golden, the actual and the difference of each
    /// failing cell), so IDEs and CI show them beside the issue.
    public static func report(_ message: String, at location: TestLocation, filePath: StaticString, line: UInt, images: [String] = []) {
        switch current {
        case .swiftTesting:
            let source = SourceLocation(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            for path in images {
                guard let bytes = FileManager.default.contents(atPath: path) else { continue }
                Attachment.record(Array(bytes), named: attachmentName(path), sourceLocation: source)
            }
            Issue.record(Comment(rawValue: message), sourceLocation: source)
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
            #else
            print("error: \(location.filePath):\(location.line): \(message)")
            #endif
        }
    }
}

extension TestFailureReporter {
    /// `weather.accessoryCircular.watch-45mm.locked.diff.png` for a failure image; the golden
    /// gets `.golden` before its extension, so the three of a cell sort together.
    static func attachmentName(_ path: String) -> String {
        let name = (path as NSString).lastPathComponent
        guard !name.contains(".actual.") && !name.contains(".diff.") else { return name }
        return (name as NSString).deletingPathExtension + ".golden." + (name as NSString).pathExtension
    }
}
