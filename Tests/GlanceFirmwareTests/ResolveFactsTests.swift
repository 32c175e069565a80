@testable import GlanceFirmware
import GlanceUI
import GlanceWidgets
import Testing

/// The firmware hands Resolve its lock and data-protection facts case for case: a case that
/// did not map would read as the one that shows least, and hide more than the table says.
@Suite struct ResolveFactsTests {
    @Test(arguments: LockState.allCases)
    func everyLockStateReachesResolveByName(_ lock: LockState) {
        #expect(DeviceState(lock: lock).resolveLock.rawValue == lock.rawValue)
    }

    @Test(arguments: WidgetDataProtection.allCases)
    func everyDataProtectionReachesResolveByName(_ protection: WidgetDataProtection) {
        #expect(DeviceState().resolveFacts(for: "w", protection: protection).protection.rawValue == protection.rawValue)
    }

    @Test func theResolutionCarriesTheStatesVariants() {
        var state = DeviceState(lock: .rebootedBeforeFirstUnlock, isLuminanceReduced: true, renderingMode: .accented)
        var resolution = state.resolution(for: "w", protection: .none)
        #expect(resolution.redaction == .placeholder && resolution.showsPlaceholderEntry)
        #expect(resolution.isLuminanceReduced && resolution.tintsAccentGroup)
        state = DeviceState()
        resolution = state.resolution(for: "w", protection: .complete)
        #expect(resolution.redaction == .none && !resolution.showsPlaceholderEntry)
        #expect(!resolution.isLuminanceReduced && !resolution.tintsAccentGroup)
    }
}
