/// How steadily this machine runs a busy thread. Timer ticks, interrupts, a hypervisor running
/// something else, or another guest on the same core's other hyperthread pause or slow it, so
/// a render of a few tens of microseconds that meets one takes longer however it is written.
///
/// A probe times a fixed unit of arithmetic (about a microsecond) over and over and keeps
/// each unit's time. A job of constant work then takes, started anywhere in the probed time,
/// the sum of the units it spans: `percentile(_:ofConstantWork:)` gives its tail, the floor
/// under every row's p99.
struct MachineStalls: Sendable {
    /// Iterations of the arithmetic in one unit.
    static let unitIterations = 512
    /// Units the trace keeps at most (2 MB, about a second of probing); probes beyond it are not kept.
    static let capacity = 1 << 20

    /// Each unit's time in ns, up to `UInt16.max`; longer ones are in `long` too.
    private(set) var units: [UInt16] = []
    /// Units that took longer than `UInt16.max` ns, by index.
    private(set) var long: [Int: UInt64] = [:]
    /// Wall time probed, in nanoseconds.
    private(set) var probed: UInt64 = 0
    private var sink: UInt64 = 1

    /// Probes for `duration` nanoseconds of wall time, adding what it finds.
    mutating func probe(for duration: UInt64, clock: () -> UInt64 = MonotonicClock.nanoseconds) {
        let start = clock()
        var last = start
        while last &- start < duration && units.count < Self.capacity {
            sink = Self.unit(sink)
            let now = clock()
            record(now &- last)
            last = now
        }
    }

    /// Adds one unit's time.
    mutating func record(_ nanoseconds: UInt64) {
        // The whole trace reserved at once: only pages written are resident, and growing by
        // doubling would hold the old copy and the new one (3 MB) at once.
        if units.capacity == 0 { units.reserveCapacity(Self.capacity) }
        if nanoseconds > UInt64(UInt16.max) { long[units.count] = nanoseconds }
        units.append(UInt16(min(nanoseconds, UInt64(UInt16.max))))
        probed += nanoseconds
    }

    /// The time of unit `index`.
    func time(_ index: Int) -> UInt64 {
        let short = units[index]
        return short == UInt16.max ? long[index] ?? UInt64(short) : UInt64(short)
    }

    /// A unit's time when nothing gets in its way: the median unit (of up to 10,000 spread over the trace).
    var nominal: UInt64? {
        guard !units.isEmpty else { return nil }
        let sample = stride(from: 0, to: units.count, by: max(1, units.count / 10_001)).map { Double(time($0)) }
        return max(UInt64(BenchStatistics.median(sample).rounded()), 1)
    }

    /// What the probes found, for reports.
    var summary: Summary? {
        guard let nominal, probed > 0 else { return nil }
        let seconds = Double(probed) / 1e9
        let stalls = units.indices.count(where: { time($0) >= nominal + Summary.long })
        let lost = Double(probed) - Double(nominal) * Double(units.count)
        return Summary(
            seconds: (seconds * 1000).rounded() / 1000, longStallsPerSecond: (Double(stalls) / seconds).rounded(),
            stalledShare: (max(lost, 0) / Double(probed) * 10_000).rounded() / 10_000)
    }

    /// The `p`th percentile (0…100) of the wall time, in ns, of a job that takes `length` ns
    /// when nothing gets in its way, started at evenly spaced units of the probes: the sum of
    /// the units it spans. `nil` when less than 20 such jobs fit in the units probed.
    func percentile(_ p: Double, ofConstantWork length: Double) -> Double? {
        percentiles(p, ofConstantWork: [length])[0]
    }

    /// `percentile(_:ofConstantWork:)` for each of `lengths`, the nominal unit worked out once.
    func percentiles(_ p: Double, ofConstantWork lengths: [Double]) -> [Double?] {
        guard let nominal else { return lengths.map { _ in nil } }
        return lengths.map { length in
            guard length >= 1 else { return nil }
            let span = max(Int((length / Double(nominal)).rounded()), 1)
            guard units.count >= 20 * span else { return nil }
            let step = max(span / 4, units.count / 20_000, 1)
            var sums: [Double] = []
            var sum = (0..<span).reduce(0) { $0 + time($1) }, first = 0
            while true {
                if first % step == 0 { sums.append(Double(sum)) }
                guard first + span < units.count else { break }
                sum = sum - time(first) + time(first + span)
                first += 1
            }
            sums.sort()
            // The job's own length, plus what the units it spans lost.
            return length + BenchStatistics.percentile(sorted: sums, p) - Double(nominal) * Double(span)
        }
    }

    /// A unit of arithmetic whose result depends on `seed`, so it cannot be left out.
    @inline(never)
    static func unit(_ seed: UInt64) -> UInt64 {
        var x = seed
        // Shift, xor and multiply, each step waiting on the last: no compiler can fold the loop.
        for _ in 0..<unitIterations { x = (x ^ (x &>> 29)) &* 0xBF58_476D_1CE4_E5B9 }
        return x
    }

    /// What a run's probes found.
    struct Summary: Codable, Equatable, Sendable {
        /// Units this much (20 µs) or more over the nominal count in `longStallsPerSecond`.
        static let long: UInt64 = 20_000

        /// Wall time probed, in seconds.
        var seconds: Double
        /// Units held up by 20 µs or more, per second probed.
        var longStallsPerSecond: Double
        /// The share of probed time lost to stalls and slow spells (0…1).
        var stalledShare: Double
    }
}
