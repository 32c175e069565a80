import Foundation
import GlanceChecks
import GlanceSamples
import GlanceTesting
import Testing

/// `glance report --html`: the folder opens from `file://` in a real browser (Debian's
/// chromium, headless), a filter in the address applies, a finding opens in the viewer, and
/// a report of 10,000 golden cells draws a first page of rows, not all of them.
@MainActor @Suite(.serialized) final class HTMLReportBrowserTests {
    let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("glance-html-report") }

    /// The browser's path, or nil when it is not installed.
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Loads the page at `fragment` and returns the DOM after its script ran, or writes a screenshot.
    func browse(_ index: String, fragment: String, screenshot: String? = nil) throws -> String {
        let browser = try #require(Self.chromium, "no chromium: scripts/install-deps.sh (make test) installs it")
        let url = URL(fileURLWithPath: index).absoluteString + "#" + fragment
        let what = screenshot.map { ["--screenshot=\($0)", "--window-size=1280,900", "--hide-scrollbars"] } ?? ["--dump-dom"]
        let r = try GlanceProcess.run(
            ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(scratch.path)/profile"] + what + [url],
            program: browser, timeout: 60)
        #expect(r.status == 0, "chromium exited \(r.status)")
        return r.out
    }

    func attribute(_ name: String, in dom: String) -> Int? {
        guard let r = dom.range(of: "\(name)=\"([0-9]+)\"", options: .regularExpression) else { return nil }
        return Int(dom[r].drop { $0 != "\"" }.dropFirst().dropLast())
    }

    /// A check split in two (with pictures), a golden matrix with failures, and 10,000 golden
    /// cells made from its images.
    func makeParts() async throws -> (parts: [String], findings: [[String: Any]], goldens: Int) {
        let dir = scratch.path
        var parts: [String] = []
        for i in 1...2 {
            let r = try GlanceProcess.run(["check"] + ReportCommandTests.roms + ["--device", "watch-45mm", "--shard", "\(i)/2",
                "--json", "\(dir)/parts/check-\(i).json", "--pictures", "\(dir)/parts/pictures"])
            #expect(r.status == 0 || r.status == 1, "\(r.err)")
            parts.append("\(dir)/parts/check-\(i).json")
        }
        // Real golden, actual and difference images: the weather goldens compared with another widget.
        var m = WidgetSnapshots(
            families: [.accessoryCircular, .accessoryRectangular], devices: ["watch-45mm"], states: [.unlocked, .locked],
            directory: "\(dir)/__Snapshots__/cairo", subfolder: "MyWidgetTests", record: .missing)
        do { try await m.verify(SampleWeatherWidget().body.widgetDescription, named: "weather") } catch {}
        (m.record, m.resultsFolder) = (.never, "\(dir)/results")
        do { try await m.verify(SampleHeartRateWidget().body.widgetDescription, named: "weather") } catch {}
        let small = try #require(try FileManager.default.contentsOfDirectory(atPath: "\(dir)/results").first)
        parts.append("\(dir)/results/\(small)")
        guard case .goldens(let run) = try ReportPart.read("\(dir)/results/\(small)"), let failed = run.cells.first else { throw MergeError("no result") }
        let cells = (0..<10_000).map { n in
            GoldenRun.Cell(
                name: "big.cell-\(n)", family: failed.family, device: "dev-\(n % 10)",
                state: ["unlocked", "locked", "always-on"][n % 3], status: n % 10 == 3 ? .failed : .passed,
                message: n % 10 == 3 ? "cell \(n) does not match" : nil, golden: failed.golden,
                actual: n % 10 == 3 ? failed.actual : nil, diff: n % 10 == 3 ? failed.diff : nil)
        }
        try Data(try GoldenRun(test: "Big/big", widget: "big", shard: "1/1", tolerance: "t", cells: cells).json()).write(to: URL(fileURLWithPath: "\(dir)/results/big.golden.json"))
        parts.append("\(dir)/results/big.golden.json")
        let merged = try GlanceProcess.run(["report"] + parts.prefix(2) + ["--json", "\(dir)/check.json"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/check.json"))) as? [String: Any]
        #expect(merged.status == 0 || merged.status == 1, "\(merged.err)")
        return (parts, json?["findings"] as? [[String: Any]] ?? [], run.cells.count + cells.count)
    }

    @Test func theReportOpensFiltersAndShowsAFailingGoldenInABrowser() async throws {
        let (parts, findings, goldens) = try await makeParts()
        let html = "\(scratch.path)/report"
        let r = try GlanceProcess.run(["report"] + parts + ["--html", html, "--title", "Weather goldens"])
        #expect(r.status == 1, "failing goldens fail the report: \(r.err)")
        #expect(r.err.contains("wrote \(html)/index.html (\(findings.count + goldens) rows"), "\(r.err)")
        let page = try String(contentsOfFile: "\(html)/index.html", encoding: .utf8)
        #expect(!page.contains("http://") && !page.contains("https://"), "the page needs no network")
        let images = try FileManager.default.contentsOfDirectory(atPath: "\(html)/images")
        #expect(images.count < 40, "each picture is copied once, not once per row: \(images.count)")
        #expect(findings.contains { $0["picture"] != nil }, "findings name their pictures")

        // All rows counted, only the first page drawn.
        let all = try browse("\(html)/index.html", fragment: "passing=1")
        #expect(attribute("data-total", in: all) == findings.count + goldens)
        #expect(attribute("data-shown", in: all) == findings.count + goldens)
        #expect(all.matches(of: /<div class="row" data-id="[0-9]+"/).count == 150, "rows are drawn a page at a time")
        // A filter on one check.
        let truncated = findings.filter { $0["check"] as? String == "text-truncated" }.count
        #expect(truncated > 0)
        let filtered = try browse("\(html)/index.html", fragment: "check=text-truncated")
        #expect(attribute("data-shown", in: filtered) == truncated)
        #expect(filtered.contains("<option selected=\"\">text-truncated</option>") || filtered.contains("text-truncated"))
        // A finding opened: its picture, as check --pictures drew it.
        let finding = try #require(filtered.range(of: #"<div class="row" data-id="[0-9]+""#, options: .regularExpression).map { filtered[$0].filter(\.isNumber) })
        let openedFinding = try browse("\(html)/index.html", fragment: "check=text-truncated&open=\(finding)")
        #expect(openedFinding.contains("<div id=\"detail\">"), "the viewer is open")
        #expect(openedFinding.contains("the problem outlined") && openedFinding.contains("<img src=\"images/"), "the finding's picture is shown")
        // One device's failing goldens; the first opened in the slider.
        let failing = try browse("\(html)/index.html", fragment: "check=golden&device=dev-3")
        #expect(attribute("data-shown", in: failing) == 1000)
        let id = try #require(failing.range(of: #"class="row" data-id="[0-9]+""#, options: .regularExpression).map { failing[$0].filter(\.isNumber) })
        let opened = try browse("\(html)/index.html", fragment: "check=golden&device=dev-3&open=\(id)&mode=slider")
        #expect(opened.contains("<div id=\"detail\">"), "the viewer is open")
        #expect(opened.contains("class=\"stack\"") && opened.contains("type=\"range\""), "golden and actual stacked under a slider")
        let shot = "\(scratch.path)/opened.png"
        _ = try browse("\(html)/index.html", fragment: "check=golden&device=dev-3&open=\(id)&mode=side", screenshot: shot)
        let size = (try? FileManager.default.attributesOfItem(atPath: shot)[.size] as? Int) ?? 0
        #expect(size > 10_000, "a screenshot of the viewer: \(size) bytes")
        if let keep = ProcessInfo.processInfo.environment["GLANCE_REPORT_SCREENSHOTS"] {
            try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            for (name, fragment) in [("list", "check=text-truncated"), ("slider", "check=golden&device=dev-3&open=\(id)&mode=slider"), ("side", "check=golden&device=dev-3&open=\(id)&mode=side")] {
                _ = try browse("\(html)/index.html", fragment: fragment, screenshot: "\(keep)/report-\(name).png")
            }
        }
    }

    @Test func anExistingFolderIsReplacedOnlyWhenItIsAReportAndForced() throws {
        let dir = scratch.path
        let part = "\(dir)/p.json"
        #expect(try GlanceProcess.run(["check", ReportCommandTests.roms[1], "--device", "watch-45mm", "--json", part]).status == 0)
        let html = "\(dir)/html"
        #expect(try GlanceProcess.run(["report", part, "--html", html]).status == 0)
        let again = try GlanceProcess.run(["report", part, "--html", html])
        #expect(again.status != 0 && again.err.contains(html), "\(again.err)")
        #expect(try GlanceProcess.run(["report", part, "--html", html, "-f"]).status == 0)
        try FileManager.default.createDirectory(atPath: "\(dir)/mine", withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: URL(fileURLWithPath: "\(dir)/mine/notes.txt"))
        let mine = try GlanceProcess.run(["report", part, "--html", "\(dir)/mine", "-f"])
        #expect(mine.status != 0 && mine.err.contains("not a Glance report"), "\(mine.err)")
        #expect(FileManager.default.fileExists(atPath: "\(dir)/mine/notes.txt"))
    }
}
