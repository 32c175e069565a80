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

    /// Records `message` as a failure at `location` in the current test.
    public static func report(_ message: String, at location: TestLocation, filePath: StaticString, line: UInt) {
        switch current {
        case .swiftTesting:
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column))
        case .xcTest:
            #if canImport(XCTest)
            XCTFail(message, file: filePath, line: line)
            #else
            print("error: \(location.filePath):\(location.line): \(message)")
            #endif
        }
    }
}
