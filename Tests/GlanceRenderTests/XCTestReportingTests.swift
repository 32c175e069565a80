import GlanceTesting
import GlanceSamples
import GlanceWidgets
import XCTest

/// `assertWidgetSnapshots` in an XCTest test case: its failure is recorded as the test's
/// failure. `make test` runs this case (`swift test --filter XCTestReportingTests`).
final class XCTestReportingTests: XCTestCase {
    private var capturing = false
    private var captured: [(description: String, file: String)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else { return super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected) }
        captured.append((description, filePath))
    }

    @MainActor
    func testAFailingAssertionIsAnXCTestFailureAtTheCall() async {
        capturing = true
        await assertWidgetSnapshots(SampleWeatherWidget(), devices: ["no-such-device"])
        capturing = false
        XCTAssertEqual(TestFailureReporter.current, .xcTest)
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains("unknown device 'no-such-device'") == true, "\(captured)")
        XCTAssertTrue(captured.first?.file.hasSuffix("XCTestReportingTests.swift") == true, "\(captured)")
    }
}
