import GlanceFirmware
import Testing

/// `SharedValue`, which `Device`, `SlotLayout` keep their fields in: copies share one value
/// until one of them changes it, and a change never shows through another copy.
@Suite struct SharedValueTests {
    @Test func aChangedCopyLeavesTheOthersAsTheyWere() {
        let original = SharedValue(["watch-45mm": 2.0])
        var copy = original
        #expect(copy.shares(with: original) && copy == original)
        copy.value["watch-45mm"] = 3
        #expect(!copy.shares(with: original) && copy != original)
        #expect(original.value == ["watch-45mm": 2.0] && copy.value == ["watch-45mm": 3.0])
        // A value held alone is changed where it lies.
        let before = copy
        copy.value["watch-41mm"] = 2
        #expect(before.value.count == 1 && copy.value.count == 2)
    }

    @Test func valuesMadeApartAreEqualWhenTheirFieldsAre() {
        let (a, b) = (SharedValue([1, 2, 3]), SharedValue([1, 2, 3]))
        #expect(!a.shares(with: b) && a == b && a.hashValue == b.hashValue)
        #expect(a != SharedValue([1, 2]))
    }
}
