import Foundation
import Testing

/// What a locked device hides never reaches an output: not the PNG (HostilePrivacyTests), nor
/// `--print-layout`, nor check's JSON and JUnit reports for cells where it is hidden. The sample
/// ROMs' hidden texts: calendar marks its event privacySensitive; messages' sender and preview
/// are hidden whole by its data protection.
@Suite struct LockedOutputsTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("glance-locked-outputs") }

    static let roms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("roms").path
    /// Texts the two ROMs' first entries hide while locked.
    static let hidden = ["Design review", "Room 4B", "Ana Lima", "Lunch at 1?"]

    @Test(arguments: ["calendar", "messages"])
    func printedLayoutNamesNoHiddenContent(_ rom: String) throws {
        for state in ["locked", "rebootedBeforeFirstUnlock", "locked+always-on"] {
            let run = try GlanceProcess.run([
                "render", "--rom", "\(Self.roms)/\(rom).json", "--family", "accessoryRectangular", "--state", state, "--print-layout",
                "-o", "\(scratch.path)/\(rom)-\(state).png", "--force",
            ])
            #expect(run.status == 0, "\(run.err)")
            #expect(run.out.contains("Text (hidden)"), "\(rom) \(state): \(run.out)")
            for text in Self.hidden { #expect(!run.out.contains(text) && !run.err.contains(text), "\(rom) \(state) prints \(text)") }
        }
        // Unlocked, the layout names what it shows (else the test proves nothing).
        let open = try GlanceProcess.run(["render", "--rom", "\(Self.roms)/\(rom).json", "--family", "accessoryRectangular", "--print-layout", "-o", "\(scratch.path)/\(rom).png"])
        #expect(Self.hidden.contains { open.out.contains($0) }, "\(open.out)")
    }

    @Test func reportsOfLockedCellsQuoteNoHiddenContent() throws {
        let json = "\(scratch.path)/c.json", junit = "\(scratch.path)/c.xml"
        let run = try GlanceProcess.run(["check", "\(Self.roms)/calendar.json", "\(Self.roms)/messages.json", "--json", json, "--junit", junit])
        #expect(run.status == 0 || run.status == 1, "\(run.err)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let findings = (report?["findings"] as? [[String: Any]]) ?? []
        let locked = findings.filter { ($0["lock"] as? String).map { $0 != "unlocked" } ?? false }
        #expect(!locked.isEmpty)
        for finding in locked {
            let message = finding["message"] as? String ?? ""
            for text in Self.hidden { #expect(!message.contains(text), "\(finding["check"] ?? "") \(finding["lock"] ?? ""): \(message)") }
        }
        // Unlocked findings do quote them (the truncated event title), so the filter above is not empty-handed.
        #expect(findings.contains { ($0["lock"] as? String) == "unlocked" && (($0["message"] as? String) ?? "").contains("Design review") })
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        for testCase in xml.components(separatedBy: "<testcase").dropFirst() where testCase.contains("locked") && !testCase.contains("unlocked") {
            for text in Self.hidden { #expect(!testCase.contains(text), "JUnit: \(testCase.prefix(300))") }
        }
    }
}
