import Foundation
import GlanceChecks
import GlanceCairo
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `glance check` run as a user and a CI job would: exit codes, the report, JSON, JUnit XML,
/// pictures, and bad input.
@Suite struct CheckCommandTests {
    private let scratch: ScratchFolder
    var folder: String { scratch.path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    func broken(_ name: String) -> String { "\(root)/Tests/GlanceChecksTests/BrokenRoms/\(name).json" }
    let quick = ["--device", "watch-45mm"]

    init() throws {
        scratch = try ScratchFolder("glance-check")
    }


    func check(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try GlanceProcess.run(["check"] + arguments)
    }

    @Test func anErrorFailsTheRunAndTheReportSaysWhereAndWhy() throws {
        let r = try check([broken("outside-slot")] + quick)
        #expect(r.status == 1, "\(r.err)")
        #expect(r.out.contains("broken.outside-slot (\(broken("outside-slot"))): 2 errors"), "\(r.out)")
        #expect(r.out.contains("error   outside-slot: text “Pushed off” reaches"))
        #expect(r.out.contains("at accessoryRectangular · watch-45mm"))
        #expect(r.out.contains("1 widget, 12 cells"), "\(r.out)")
    }

    @Test func cellsOnEveryCoreGiveTheSameReportAsOnOne() throws {
        let roms = ["\(root)/roms/calendar.json", broken("outside-slot"), broken("text-truncated")]
        let one = try check(roms + ["--jobs", "1", "--device", "watch-45mm,iphone-6.1in", "--json", "\(folder)/one.json"])
        let three = try check(roms + ["--jobs", "3", "--device", "watch-45mm,iphone-6.1in", "--json", "\(folder)/three.json"])
        #expect(one.status == 1 && three.status == 1)
        #expect(one.out == three.out)
        #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/one.json")) == Data(contentsOf: URL(fileURLWithPath: "\(folder)/three.json")))
        #expect(try check(roms + ["--jobs", "0"]).err.contains("--jobs: expected a number of cores from 1 to 256, found 0"))
    }

    @Test func checkingNothingIsAnError() throws {
        let r = try check(["\(root)/roms/stocks.json", "--family", "accessoryCorner"])
        #expect(r.status != 0)
        #expect(r.err.contains("nothing was checked: no widget has a family in accessoryCorner"), "\(r.err)")
        #expect(r.err.contains("ticker (accessoryRectangular, accessoryInline, accessoryCircular)"), "\(r.err)")
    }

    @Test func warningsPassUnlessFailOnWarning() throws {
        let lenient = try check([broken("text-truncated")] + quick)
        #expect(lenient.status == 0, "\(lenient.err)")
        #expect(lenient.out.contains("warning text-truncated: “A headline far too long"))
        let strict = try check([broken("text-truncated"), "--fail-on", "warning"] + quick)
        #expect(strict.status == 1)
        #expect(strict.out == lenient.out)
    }

    @Test func jsonListsEveryFindingWithItsCellToAFileOrStandardOutput() throws {
        let path = "\(folder)/check.json"
        let r = try check([broken("entries-too-close"), broken("outside-slot"), "--json", path] + quick)
        #expect(r.status == 1)
        #expect(r.err.contains("wrote \(path)"))
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        #expect(doc["widgets"] as? [String] == ["broken.entries-too-close", "broken.outside-slot"])
        let summary = try #require(doc["summary"] as? [String: Int])
        #expect(summary["errors"]! > 0 && summary["cellsChecked"] == 36)
        let findings = try #require(doc["findings"] as? [[String: Any]])
        let close = try #require(findings.first { $0["check"] as? String == "entries-too-close" })
        #expect(close["severity"] as? String == "warning" && close["entry"] as? Int == 1 && close["device"] == nil)
        let outside = try #require(findings.first { $0["check"] as? String == "outside-slot" })
        #expect(outside["device"] as? String == "watch-45mm" && outside["lock"] != nil && outside["mode"] != nil && outside["alwaysOn"] != nil)
        #expect(outside["documentation"] as? String == "docs/checks.md#outside-slot")
        #expect((doc["checks"] as? [[String: Any]])?.count == CheckID.allCases.count)

        let piped = try check([broken("entries-too-close"), "--json", "-"] + quick)
        #expect(piped.status == 0)
        let streamed = try #require(try JSONSerialization.jsonObject(with: Data(piped.out.utf8)) as? [String: Any], "\(piped.out.prefix(200))")
        #expect(streamed["widgets"] as? [String] == ["broken.entries-too-close"])
        #expect(piped.err.contains("broken.entries-too-close"), "the text report goes to stderr")
    }

    #if canImport(FoundationXML)
    @Test func junitHasASuitePerWidgetAndACasePerCheckFamilyAndDevice() throws {
        let path = "\(folder)/check.xml"
        let r = try check([broken("text-truncated"), broken("outside-slot"), "--junit", path, "--fail-on", "warning"] + quick)
        #expect(r.status == 1)
        let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: path))
        let suites = try xml.nodes(forXPath: "/testsuites/testsuite").compactMap { $0 as? XMLElement }
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["broken.text-truncated", "broken.outside-slot"])
        for suite in suites {
            let cases = try suite.nodes(forXPath: "testcase").compactMap { $0 as? XMLElement }
            #expect(cases.count == CheckID.allCases.count, "one case per check for one family on one device")
            #expect(suite.attribute(forName: "tests")?.stringValue == "\(CheckID.allCases.count)")
            let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
            #expect(suite.attribute(forName: "failures")?.stringValue == "\(failing.count)")
            #expect(failing.count >= 1)
        }
        let names = try xml.nodes(forXPath: "//testcase[failure]/@name").compactMap(\.stringValue)
        #expect(names.contains("text-truncated accessoryRectangular watch-45mm") && names.contains("outside-slot accessoryRectangular watch-45mm"), "\(names)")
        #expect(try xml.nodes(forXPath: "//testcase[@name='entries-too-close accessoryRectangular']").count == 2, "timeline checks are per family")
        // At the default threshold warnings are output, not failures.
        let lenient = "\(folder)/lenient.xml"
        _ = try check([broken("text-truncated"), "--junit", lenient] + quick)
        let doc = try XMLDocument(contentsOf: URL(fileURLWithPath: lenient))
        #expect(try doc.nodes(forXPath: "//failure").isEmpty)
        #expect(try doc.nodes(forXPath: "//testcase[@name='text-truncated accessoryRectangular watch-45mm']/system-out").count == 1)
    }
    #endif

    @Test func picturesShowTheProblemOutlined() throws {
        let r = try check([broken("outside-mask"), "--pictures", folder, "--check", "outside-mask"] + quick)
        #expect(r.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }
        #expect(files == ["001-broken.outside-mask-outside-mask-accessoryCircular-watch-45mm.png"])
        let picture = try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(files[0])"))))
        #expect(picture.width >= 160)
        let red = (0..<picture.width).contains { x in (0..<picture.height).contains { y in let p = picture.pixel(x: x, y: y); return p.r > 200 && p.g < 100 && p.b < 100 } }
        #expect(red, "the problem is outlined in red")
    }

    @Test func badInputIsAClearErrorNeverACrash() throws {
        let missing = try check(["\(folder)/nope.json"] + quick)
        #expect(missing.status == 1 && missing.err.contains("\(folder)/nope.json: cannot read the file"), "\(missing.err)")
        let malformed = "\(folder)/bad.json"
        try Data(#"{ "formatVersion": 1, "name": "x", "widgets": [{ "kind": "k", "famlies": [] }] }"#.utf8).write(to: URL(fileURLWithPath: malformed))
        let bad = try check([malformed] + quick)
        #expect(bad.status == 1 && bad.err.contains("\(malformed):1:") && bad.err.contains("famlies"), "\(bad.err)")
        let family = try check([broken("text-truncated"), "--family", "accessoryCorners"] + quick)
        #expect(family.status == 64 && family.err.contains("unknown family 'accessoryCorners'"), "\(family.err)")
        let preset = try check([broken("text-truncated"), "--preset", "oled"] + quick)
        #expect(preset.status == 64 && preset.err.contains("apple, garmin, wear-os"), "\(preset.err)")
        let exists = "\(folder)/exists.json"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: exists))
        let refused = try check([broken("text-truncated"), "--json", exists] + quick)
        #expect(refused.status == 1 && refused.err.contains("pass --force"), "\(refused.err)")
        #expect(try String(contentsOfFile: exists, encoding: .utf8) == "{}")
        #expect(try check([broken("text-truncated"), "--json", exists, "--force"] + quick).status == 0)
    }
}

/// A Swift widget bundle's `check`: the same checks and outputs as `glance check`.
@Suite struct BundleCheckCommandTests {
    @Test func aBundleChecksItsOwnWidgetsWithTheSameReportAndJSON() throws {
        let r = try GlanceProcess.run(["check", "--device", "watch-45mm", "--family", "accessoryRectangular", "--json", "-"], program: "WeatherComplication")
        #expect(r.err.contains("WeatherComplication: ") && r.err.contains("1 widget, "), "\(r.err)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect(doc["widgets"] as? [String] == ["WeatherComplication"])
        let findings = try #require(doc["findings"] as? [[String: Any]])
        #expect(findings.allSatisfy { $0["family"] as? String == "accessoryRectangular" })
        let errors = (doc["summary"] as? [String: Int])?["errors"] ?? 0
        #expect(r.status == (errors > 0 ? 1 : 0))
        let bad = try GlanceProcess.run(["check", "--preset", "amoled"], program: "WeatherComplication")
        #expect(bad.status == 64 && bad.err.contains("valid: apple, garmin, wear-os"), "\(bad.err)")
    }
}
