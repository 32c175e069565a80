import Testing

@testable import glance

/// The stall probe and its estimate of a constant job's tail, on made-up clocks: every figure
/// here follows from the clock's readings, none is measured.
@Suite struct MachineStallsTests {
    /// A probe over a clock that advances `tick` ns per read, and by `stall` ns more at every
    /// `every` ns of work, for `work` ns of work.
    func probed(work: UInt64, tick: UInt64 = 50, every: UInt64 = 0, stall: UInt64 = 0) -> MachineStalls {
        var stalls = MachineStalls()
        var now: UInt64 = 1_000_000, sinceStall: UInt64 = 0
        stalls.probe(for: work + work / max(every, 1) * stall + tick) {
            defer {
                now += tick
                sinceStall += tick
                if every > 0, sinceStall >= every {
                    now += stall
                    sinceStall = 0
                }
            }
            return now
        }
        return stalls
    }

    @Test func jumpsOverTheThresholdAreStallsAndTheRestIsWork() {
        var stalls = MachineStalls()
        let readings: [UInt64] = [100, 150, 200, 30_200, 30_250, 30_300, 31_300, 33_300]
        var next = 0
        stalls.probe(for: 33_200) {
            defer { next += 1 }
            return readings[next]
        }
        // 30 µs and 2 µs are stalls; 1 µs (30_300 → 31_300) is not over the threshold.
        #expect(stalls.stalls == [MachineStalls.Stall(at: 100, length: 30_000), MachineStalls.Stall(at: 1_200, length: 2_000)])
        #expect(stalls.work == 1_200 && stalls.probed == 33_200)
        let summary = stalls.summary!
        #expect(summary.longStallsPerSecond == (1 / 33_200e-9).rounded())
        #expect(summary.stalledShare == (32_000.0 / 33_200 * 10_000).rounded() / 10_000)
    }

    @Test func aJobMeetsTheStallsInItsSpanOfWork() throws {
        // A 50 µs stall after every millisecond of work, a second of work in all.
        let stalls = probed(work: 1_000_000_000, tick: 500, every: 1_000_000, stall: 50_000)
        #expect(stalls.stalls.count == 1000 && stalls.stalls.allSatisfy { $0.length == 50_500 })
        // A 20 µs job meets one in 2% of its starts: its p97 is its length, its p99 has a stall on top.
        #expect(stalls.percentile(50, ofConstantWork: 20_000) == 20_000)
        #expect(stalls.percentile(97, ofConstantWork: 20_000) == 20_000)
        #expect(stalls.percentile(99, ofConstantWork: 20_000) == 70_500)
        // A 2.5 ms job always meets two or three.
        #expect(stalls.percentile(0, ofConstantWork: 2_500_000) == 2_601_000)
        #expect(stalls.percentile(100, ofConstantWork: 2_500_000) == 2_651_500)
    }

    @Test func withoutStallsAJobTakesItsLengthAndTooLittleProbingSaysNothing() {
        let calm = probed(work: 10_000_000)
        #expect(calm.stalls.isEmpty && calm.summary?.longStallsPerSecond == 0 && calm.summary?.stalledShare == 0)
        #expect(calm.percentile(99, ofConstantWork: 30_000) == 30_000)
        #expect(calm.percentile(99, ofConstantWork: 600_000) == nil)
        #expect(MachineStalls().summary == nil && MachineStalls().percentile(99, ofConstantWork: 1000) == nil)
    }
}
