import Foundation
import GlanceChecks
import GlanceFirmware
import Testing

/// The sample ROMs through every check, on the devices where layouts differ most (the smallest
/// watch, the Lock Screen, the round and the memory-LCD watch; `glance check` uses all). They
/// pass: no errors. The check's first run found real ones, mended in the ROMs: reload policies
/// of 10–15 minutes (and weather's recorded, past timeline reloading at its end) spent more
/// than the 50 reloads a day; rectangular lines set in fixed point sizes ran past the small
/// devices' slots (now text styles, which scale with the device); "SHOWERS" ran past the
/// circle on 40–44 mm watches.
@MainActor
@Suite struct SampleRomTests {
    /// Errors the samples may have: widget kind, check. None today.
    static let knownErrors: Set<String> = []

    nonisolated static var samples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: CheckSupport.root.appendingPathComponent("roms").path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(arguments: samples)
    func sampleRomsHaveNoErrorsButTheKnownOnes(_ file: String) async throws {
        var c = CheckConfiguration()
        c.devices = ["watch-40mm", "iphone-6.1in", "round-454", "lcd-144x168"].map { Device.named($0)! }
        c.maxEntries = 2
        let report = try await CheckSupport.check(CheckSupport.root.appendingPathComponent("roms/\(file)").path, c)
        #expect(report.cellsChecked > 100)
        let errors = Set(report.findings.filter { $0.severity == .error }.map { "\($0.widget) \($0.check.rawValue)" })
        #expect(errors.subtracting(Self.knownErrors).isEmpty, "new errors in \(file): \(errors.subtracting(Self.knownErrors).sorted())")
        let kinds = Set(report.widgets)
        let expected = Self.knownErrors.filter { kinds.contains(String($0.split(separator: " ")[0])) }
        #expect(expected.isSubset(of: errors), "known errors gone from \(file) (update the list): \(expected.subtracting(errors).sorted())")
    }
}
