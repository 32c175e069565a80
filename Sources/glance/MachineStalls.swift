/// The pauses a busy thread meets on this machine: timer ticks, interrupts, a hypervisor
/// running something else. A probe reads the monotonic clock in a tight loop; a jump of more
/// than `threshold` between two reads is a stall.
///
/// A render of a few tens of microseconds that meets a stall takes the stall's length on top,
/// so where stalls are long and frequent no code's p99 stays near its median.
/// `percentile(_:ofConstantWork:)` says how far from it the p99 of a job that always does the
/// same work would be here: the floor under every row's tail.
struct MachineStalls: Sendable {
    /// One stall: where it began, in nanoseconds of work (unstalled time) since probing began,
    /// and how long it lasted.
    struct Stall: Equatable, Sendable {
        var at: UInt64
        var length: UInt64
    }

    /// Jumps between two clock reads longer than this are stalls (a read takes tens of ns).
    static let threshold: UInt64 = 1_000

    /// Every stall found, in order.
    private(set) var stalls: [Stall] = []
    /// Nanoseconds of work probed: wall time less stalls.
    private(set) var work: UInt64 = 0
    /// The stalls' lengths summed, in the order of `stalls`: `lengthBefore[i]` is the sum of the first `i`.
    private var lengthBefore: [UInt64] = [0]

    /// Probes for `duration` nanoseconds of wall time, adding what it finds.
    mutating func probe(for duration: UInt64, clock: () -> UInt64 = MonotonicClock.nanoseconds) {
        var last = clock()
        let end = last &+ duration
        while last < end {
            let now = clock()
            let step = now &- last
            if step > Self.threshold {
                stalls.append(Stall(at: work, length: step))
                lengthBefore.append(lengthBefore[lengthBefore.count - 1] + step)
            } else {
                work += step
            }
            last = now
        }
    }

    /// Wall time probed, in nanoseconds.
    var probed: UInt64 { work + lengthBefore[lengthBefore.count - 1] }

    /// What the probes found, for reports.
    var summary: Summary? {
        guard probed > 0 else { return nil }
        let seconds = Double(probed) / 1e9
        return Summary(
            seconds: (seconds * 1000).rounded() / 1000,
            longStallsPerSecond: (Double(stalls.count(where: { $0.length >= Summary.long })) / seconds).rounded(),
            stalledShare: (Double(lengthBefore[lengthBefore.count - 1]) / Double(probed) * 10_000).rounded() / 10_000)
    }

    /// The `p`th percentile (0…100) of the wall time, in nanoseconds, of a job of `length` ns of
    /// work, started at evenly spaced points of the probed work: its length plus the stalls it
    /// meets. `nil` when less than 20 such jobs fit in the work probed.
    func percentile(_ p: Double, ofConstantWork length: Double) -> Double? {
        guard length >= 1, Double(work) >= 20 * length else { return nil }
        let span = UInt64(length.rounded(.up))
        let step = max(span / 8, work / 200_000, 1)
        var extras: [UInt64] = []
        var starts = 0
        var first = 0, end = 0  // stalls[first..<end] begin within the job
        var start: UInt64 = 0
        while start + span <= work {
            while first < stalls.count && stalls[first].at < start { first += 1 }
            end = max(end, first)
            while end < stalls.count && stalls[end].at < start + span { end += 1 }
            if end > first { extras.append(lengthBefore[end] - lengthBefore[first]) }
            starts += 1
            start += step
        }
        let rank = Int((min(max(p, 0), 100) / 100 * Double(starts - 1)).rounded())
        let unstalled = starts - extras.count
        guard rank >= unstalled else { return length }
        extras.sort()
        return length + Double(extras[rank - unstalled])
    }

    /// What a run's probes found.
    struct Summary: Codable, Equatable, Sendable {
        /// Stalls this long (20 µs) or longer are counted in `longStallsPerSecond`.
        static let long: UInt64 = 20_000

        /// Wall time probed, in seconds.
        var seconds: Double
        /// Stalls of 20 µs or more per second probed.
        var longStallsPerSecond: Double
        /// The share of probed time lost in stalls (0…1).
        var stalledShare: Double
    }
}
