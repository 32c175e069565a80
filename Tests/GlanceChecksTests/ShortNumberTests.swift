import Foundation
import GlanceTesting
import Testing

@testable import GlanceChecks

/// `Double.short`, the numbers in findings' messages, reads as it did when it formatted its
/// own decimals (`%.1f` after rounding to a tenth) for any value a message can hold.
@Suite struct ShortNumberTests {
    static func formatted(_ value: Double) -> String {
        let r = (value * 10).rounded() / 10
        return r == r.rounded() && abs(r) < 1e15 ? String(Int(r)) : String(format: "%.1f", r)
    }

    @Test func matchesOneDecimalFormatting() {
        var values: [Double] = [0, -0.0, 0.04, 0.05, 0.06, -0.04, -0.05, 0.95, 1.05, 2.25, 2.35, 21, 1 / 3, -2 / 3, 99.95, 1e14 + 0.3, .infinity, -.infinity]
        var generator = SeededGenerator(seed: 47)
        for _ in 0..<20_000 { values.append(Double.random(in: -10_000...10_000, using: &generator)) }
        for n in -20_000...20_000 { values.append(Double(n) / 100) }
        for value in values { #expect(value.short == Self.formatted(value), "\(value) (seed \(generator.seed))") }
        #expect(Double.nan.short == Self.formatted(.nan))
    }
}
