import ArgumentParser
import Foundation

/// A duration written on the command line: a positive number and a unit, `ns`, `us` (or `µs`),
/// `ms` or `s`: `2ms`, `500us`, `0.5ms`, `1ns`.
enum BenchDuration {
    static let forms = "a number and a unit: ns, us (or µs), ms or s, e.g. 2ms, 500us, 0.5ms"

    /// Nanoseconds per unit, longest suffixes first so `ms` is not read as `s`.
    private static let units: [(String, Double)] = [("ns", 1), ("us", 1e3), ("µs", 1e3), ("μs", 1e3), ("ms", 1e6), ("s", 1e9)]

    /// The duration in nanoseconds, or a validation error naming `option` and the allowed forms.
    static func nanoseconds(_ text: String, option: String) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for (suffix, factor) in units where trimmed.hasSuffix(suffix) {
            let number = trimmed.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)
            if let n = Double(number), n.isFinite, n > 0 { return n * factor }
            break
        }
        throw ValidationError("\(option) '\(text)' is not a duration; write \(forms)")
    }

    /// `ns` as a short text in the unit that suits it: `850 ns`, `254.1 µs`, `2.41 ms`, `1.20 s`.
    static func text(_ ns: Double) -> String {
        switch ns {
        case ..<1e3: "\(format(ns, 0)) ns"
        case ..<1e6: "\(format(ns / 1e3, 1)) µs"
        case ..<1e9: "\(format(ns / 1e6, 2)) ms"
        default: "\(format(ns / 1e9, 2)) s"
        }
    }

    /// `value` with `digits` decimals.
    static func format(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
