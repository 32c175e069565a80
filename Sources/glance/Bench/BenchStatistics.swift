/// Order statistics of timing samples: percentiles by linear interpolation between the closest
/// ranks (the method spreadsheets and NumPy use by default), and the median absolute deviation.
enum BenchStatistics {
    /// The `p`th percentile (0…100) of `sorted`, which must be in ascending order; 0 when empty.
    static func percentile(sorted: [Double], _ p: Double) -> Double {
        guard let first = sorted.first else { return 0 }
        guard sorted.count > 1 else { return first }
        let rank = min(max(p, 0), 100) / 100 * Double(sorted.count - 1)
        let below = Int(rank.rounded(.down))
        let above = min(below + 1, sorted.count - 1)
        return sorted[below] + (sorted[above] - sorted[below]) * (rank - Double(below))
    }

    /// The middle value of `values` (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double { percentile(sorted: values.sorted(), 50) }

    /// The median of the distances from the median (`values`' own when not given): a spread that
    /// a few outliers do not move.
    static func medianAbsoluteDeviation(_ values: [Double], median known: Double? = nil) -> Double {
        let m = known ?? median(values)
        return median(values.map { abs($0 - m) })
    }

    /// The standard error of a median of `count` samples whose spread is `mad`, assuming they are
    /// roughly normal: σ ≈ 1.4826·MAD, and the median's error is √(π/2)·σ/√n ≈ 1.858·MAD/√n.
    static func standardErrorOfMedian(mad: Double, count: Int) -> Double {
        guard count > 0 else { return .infinity }
        return 1.4826 * 1.2533 * mad / Double(count).squareRoot()
    }
}

/// The distribution of one row's render times, in nanoseconds.
struct BenchSummary: Codable, Equatable, Sendable {
    var count: Int
    var min: Double
    /// The 25th percentile.
    var q1: Double
    var median: Double
    /// The 75th percentile.
    var q3: Double
    var p95: Double
    var p99: Double
    var max: Double
    var mean: Double
    /// The median absolute deviation.
    var mad: Double

    init(count: Int, min: Double, q1: Double, median: Double, q3: Double, p95: Double, p99: Double, max: Double, mean: Double, mad: Double) {
        (self.count, self.min, self.q1, self.median, self.q3) = (count, min, q1, median, q3)
        (self.p95, self.p99, self.max, self.mean, self.mad) = (p95, p99, max, mean, mad)
    }

    /// The summary of `samples` (in any order), figures rounded to a tenth of the unit.
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        func p(_ q: Double) -> Double { BenchStatistics.percentile(sorted: sorted, q) }
        func tenth(_ x: Double) -> Double { (x * 10).rounded() / 10 }
        let median = p(50)
        self.init(
            count: sorted.count, min: sorted.first ?? 0, q1: tenth(p(25)), median: tenth(median), q3: tenth(p(75)), p95: tenth(p(95)),
            p99: tenth(p(99)), max: sorted.last ?? 0, mean: tenth(sorted.isEmpty ? 0 : sorted.reduce(0, +) / Double(sorted.count)),
            mad: tenth(BenchStatistics.medianAbsoluteDeviation(sorted, median: median)))
    }
}
