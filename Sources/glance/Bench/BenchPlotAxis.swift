import Foundation

/// The shared time axis of a benchmark plot: nanoseconds to a position along it, linear or
/// logarithmic, with round tick values (1, 2, 5 × a power of ten).
struct BenchPlotAxis {
    enum Scale: String, CaseIterable { case auto, linear, log }

    let isLog: Bool
    /// The values at the axis's ends, in nanoseconds.
    let low: Double
    let high: Double

    /// An axis covering `values`; `auto` is logarithmic when they span more than a factor of 10.
    init(covering values: [Double], scale: Scale) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        let lo = positive.min() ?? 1, hi = max(positive.max() ?? 1000, lo * 1.01)
        isLog = scale == .log || (scale == .auto && hi / lo > 10)
        if isLog {
            low = lo / 1.12
            high = hi * 1.12
        } else {
            low = 0
            high = Self.step(for: hi * 1.05) * ((hi * 1.05) / Self.step(for: hi * 1.05)).rounded(.up)
        }
    }

    /// Where `value` falls between 0 (the low end) and 1 (the high end), clamped.
    func fraction(_ value: Double) -> Double {
        let f = isLog ? (log10(max(value, low)) - log10(low)) / (log10(high) - log10(low)) : (value - low) / (high - low)
        return min(max(f, 0), 1)
    }

    /// Round values inside the axis to label.
    var ticks: [Double] {
        if isLog {
            let decades = Int(log10(low).rounded(.down))...Int(log10(high).rounded(.up))
            let multipliers: [Double] = log10(high / low) > 4 ? [1] : [1, 2, 5]
            return decades.flatMap { k in multipliers.map { $0 * pow(10, Double(k)) } }.filter { $0 >= low && $0 <= high }
        }
        let step = Self.step(for: high)
        return stride(from: 0, through: high + step / 2, by: step).map { $0 }
    }

    /// A round step (1, 2 or 5 × 10ᵏ) that cuts `span` into about six parts.
    static func step(for span: Double) -> Double {
        let raw = max(span, 1) / 6
        let power = pow(10, log10(raw).rounded(.down))
        return ([1, 2, 5, 10].map { $0 * power }.first { $0 >= raw }) ?? 10 * power
    }

    /// A tick's label: `500 ns`, `20 µs`, `1.5 ms`.
    static func label(_ ns: Double) -> String {
        func trim(_ v: Double) -> String { v == v.rounded() ? "\(Int(v))" : BenchDuration.format(v, v < 10 ? 1 : 0) }
        switch ns {
        case 0: return "0"
        case ..<1e3: return "\(trim(ns)) ns"
        case ..<1e6: return "\(trim(ns / 1e3)) µs"
        case ..<1e9: return "\(trim(ns / 1e6)) ms"
        default: return "\(trim(ns / 1e9)) s"
        }
    }
}
