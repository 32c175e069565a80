import Foundation
import GlanceChecks
import GlanceFirmware
import Testing

/// Each ROM in `BrokenRoms/` is broken in one way, named by its file: it must trip that check,
/// and no other check may call it an error.
@MainActor
@Suite struct BrokenRomTests {
    @Test(arguments: CheckSupport.brokenNames)
    func eachBrokenRomTripsTheCheckMeantForIt(_ name: String) async throws {
        let check = try #require(CheckID(rawValue: name), "BrokenRoms/\(name).json is named after no check")
        var configuration = CheckSupport.quick(devices: name == "unsupported-family" ? ["iphone-6.1in"] : ["watch-45mm", "iphone-6.1in"])
        if check == .burnIn { configuration.preset = .garminAMOLED }
        let report = try await CheckSupport.check(CheckSupport.brokenFolder.appendingPathComponent("\(name).json").path, configuration)
        let tripped = report.findings.filter { $0.check == check }
        #expect(!tripped.isEmpty, "\(name) tripped only: \(Set(report.findings.map(\.check.rawValue)).sorted())")
        #expect(tripped.allSatisfy { $0.widget == "broken.\(name)" && !$0.message.isEmpty })
        let otherErrors = report.findings.filter { $0.severity == .error && $0.check != check }
        #expect(otherErrors.isEmpty, "\(otherErrors.prefix(3).map { "\($0.check.rawValue): \($0.message)" })")
    }

    @Test func everyCheckHasABrokenRomOrSaysWhyNot() {
        // A ROM cannot make the firmware leak or tick seconds in Always On (that is what the
        // firmware guarantees); those two are tested on display lists in CellCheckTests.
        // Faults of widget code need code, which a ROM never holds; a ROM's entries are dated
        // in order from the request. Those are tested with the HostileWidgets bundle
        // (ExtensionHostTests). Face checks need a face: CheckFacesTests.
        let notAsRom: Set<CheckID> = [
            .privacyLeak, .alwaysOnSeconds, .extensionCrash, .extensionTimeout, .extensionMemory, .extensionOversized, .providerError,
            .entriesOutOfOrder, .timelineInPast, .faceSlot, .faceUnrenderable,
        ]
        let covered = Set(CheckSupport.brokenNames.compactMap(CheckID.init(rawValue:)))
        #expect(covered.union(notAsRom) == Set(CheckID.allCases))
        #expect(covered.isDisjoint(with: notAsRom))
    }

    @Test func aWidgetThatMarksAnAccentPassesWhereTheSameWithoutFails() async throws {
        let c = CheckSupport.quick(devices: ["watch-45mm"])
        let without = try await CheckSupport.check(CheckSupport.brokenFolder.appendingPathComponent("accent-missing.json").path, c)
        let with = try await CheckSupport.check(CheckSupport.brokenFolder.appendingPathComponent("text-too-small.json").path, c)
        #expect(without.findings.contains { $0.check == .accentMissing })
        #expect(!with.findings.contains { $0.check == .accentMissing })
    }

    @Test func theMatrixIsWalkedExhaustively() async throws {
        var c = CheckSupport.quick(devices: ["watch-45mm"])
        c.checks = [.textTruncated]
        let report = try await CheckSupport.check(CheckSupport.brokenFolder.appendingPathComponent("text-truncated.json").path, c)
        // One entry, one family, one device: every lock state × luminance × mode the watch offers.
        #expect(Device.named("watch-45mm")?.renderingModes == [.fullColor, .accented])
        #expect(report.cellsChecked == LockState.allCases.count * 2 * 2)
        #expect(report.rendersMade < report.cellsChecked)
        let states = Set(report.findings.map { "\($0.lock!.rawValue) \($0.luminanceReduced!) \($0.mode!.rawValue)" })
        #expect(states.count == 8, "unlocked and locked show the text; a rebooted device shows a placeholder: \(states.sorted())")
        #expect(report.findings.allSatisfy { $0.check == .textTruncated })
    }
}
