import Foundation
import GlanceFirmware
import GlanceWidgets
import Testing

/// The names people give device states and timeline entries on the command line and in golden
/// file names read back to the same choice.
@Suite struct StateChoiceTests {
    @Test func stateNamesReadBackAndCombine() throws {
        for name in ["unlocked", "locked", "always-on", "accented", "vibrant", "locked+always-on", "rebootedBeforeFirstUnlock+always-on+vibrant"] {
            #expect(try NamedDeviceState(parsing: name).name == name)
        }
        let state = try NamedDeviceState(parsing: "always-on+locked+accented")
        #expect(state == NamedDeviceState(lock: .locked, alwaysOn: true, mode: .accented))
        #expect(state.name == "locked+always-on+accented")
        #expect(try NamedDeviceState(parsing: "fullColor") == .unlocked)
        let device = state.deviceState(tint: .green)
        #expect(device.lock == .locked && device.isLuminanceReduced && device.renderingMode == .accented && device.tint == .green)
        #expect(NamedDeviceState.standard.map(\.name) == ["unlocked", "locked", "always-on", "accented", "vibrant"])
    }

    @Test func badStateNamesListTheForms() throws {
        for bad in ["asleep", "locked+locked", "accented+vibrant", "", "locked+"] {
            #expect(throws: ChoiceError.self, "\(bad)") { try NamedDeviceState(parsing: bad) }
        }
        #expect(throws: ChoiceError("unknown state 'asleep'; valid: \(NamedDeviceState.forms)")) { try NamedDeviceState(parsing: "asleep") }
        #expect(try NamedDeviceState.list(parsing: "locked, vibrant,locked") == [.locked, .vibrant])
        #expect(try NamedDeviceState.list(parsing: "all") == NamedDeviceState.standard)
    }

    @Test func entriesByIndexOrByTheMomentTheyAreCurrent() throws {
        let start = Date(timeIntervalSince1970: 1_780_481_370)  // 2026-06-03T10:09:30Z
        let dates = [start, start.addingTimeInterval(7200), start.addingTimeInterval(18000)]
        #expect(try EntryChoice(parsing: "2").index(in: dates) == 2)
        #expect(try EntryChoice(parsing: "2026-06-03T12:30").index(in: dates) == 1)
        #expect(try EntryChoice(parsing: "2026-06-03T12:09:30Z").index(in: dates) == 1)
        #expect(try EntryChoice(parsing: "2026-06-03T14:00:00+02:00").index(in: dates) == 0)  // 12:00Z
        #expect(try EntryChoice(parsing: "2026-06-03T15:00:00+02:00").index(in: dates) == 1)
        #expect(try EntryChoice(parsing: "2026-06-04").index(in: dates) == 2)
        let moment = try EntryChoice(parsing: "2026-06-03T12:30")
        #expect(moment.date(entryDate: dates[1]) == start.addingTimeInterval(7200 + 20 * 60 + 30))
        #expect(EntryChoice.index(1).date(entryDate: dates[1]) == dates[1])
        #expect(throws: ChoiceError.self) { try EntryChoice(parsing: "3").index(in: dates) }
        #expect(throws: ChoiceError.self) { try EntryChoice(parsing: "2026-06-03T09:00").index(in: dates) }
        for bad in ["-1", "soon", "2026-13-40"] {
            #expect(throws: ChoiceError.self, "\(bad)") { try EntryChoice(parsing: bad) }
        }
    }
}
