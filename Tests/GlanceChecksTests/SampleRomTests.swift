import Foundation
import GlanceChecks
import GlanceFirmware
import Testing

/// The sample ROMs through every check, on the devices where layouts differ most (the smallest
/// watch, the Lock Screen, the round and the memory-LCD watch; `glance check` uses all). They should pass; the errors
/// they do have are listed here, each a real problem reported rather than a check weakened,
/// so a new error in a sample (or a check gone quiet) fails.
@MainActor
@Suite struct SampleRomTests {
    /// Errors the samples have today: widget kind, check, and a word of the message.
    static let knownErrors: Set<String> = [
        // `after 15m` / `after 30m` policies (and weather's fixed, past dates reloading every
        // 5 minutes) ask for more than the 50 reloads a day WidgetKit grants.
        "live-game reload-budget", "sample.heart-rate reload-budget", "ticker reload-budget", "sample.weather reload-budget",
        // The circular condition label ("SHOWERS") runs past the circle on 40–44 mm watches.
        "sample.weather outside-mask",
        // Rectangular layouts taller than the small devices' slots (54 pt memory LCD, 64 pt round).
        "air-quality outside-slot", "balance outside-slot", "live-game outside-slot", "tides outside-slot",
    ]

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
