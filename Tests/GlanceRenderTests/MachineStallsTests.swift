import Testing

@testable import glance

/// The machine probe and its estimate of a constant job's tail, on made-up unit times and
/// clocks: every figure here follows from them, none is measured.
@Suite struct MachineStallsTests {
    /// A trace of `count` units of 1 µs, with the units at `slow` taking what it says.
    func trace(_ count: Int, slow: [Int: UInt64] = [:]) -> MachineStalls {
        var stalls = MachineStalls()
        for n in 0..<count { stalls.record(slow[n] ?? 1_000) }
        return stalls
    }

    @Test func aProbeKeepsEachUnitsTimeBetweenClockReads() {
        var stalls = MachineStalls()
        var now: UInt64 = 5_000
        let steps: [UInt64] = [1_000, 1_100, 90_000, 1_000, 2_000]
        var next = 0
        stalls.probe(for: 95_100) {
            defer { if next < steps.count { now += steps[next]; next += 1 } }
            return now
        }
        #expect(stalls.units == [1_000, 1_100, UInt16.max, 1_000, 2_000])
        #expect(stalls.time(2) == 90_000 && stalls.probed == 95_100 && stalls.nominal == 1_100)
    }

    @Test func aJobSpansUnitsAndTakesWhatTheyLost() throws {
        // 100,000 units of 1 µs; every 1,000th is held up by 50 µs.
        let slow = Dictionary(uniqueKeysWithValues: stride(from: 500, to: 100_000, by: 1_000).map { ($0, UInt64(51_000)) })
        let stalls = trace(100_000, slow: slow)
        #expect(stalls.nominal == 1_000)
        // A 20 µs job meets one in 2% of its starts: its p97 is its length, its p99 has a stall on top.
        #expect(stalls.percentile(50, ofConstantWork: 20_000) == 20_000)
        #expect(stalls.percentile(97, ofConstantWork: 20_000) == 20_000)
        #expect(stalls.percentile(99, ofConstantWork: 20_000) == 70_000)
        // A 2.5 ms job always meets two or three.
        #expect(stalls.percentile(0, ofConstantWork: 2_500_000) == 2_600_000)
        #expect(stalls.percentile(100, ofConstantWork: 2_500_000) == 2_650_000)
        let summary = try #require(stalls.summary)
        #expect(summary.longStallsPerSecond == (100 / (Double(stalls.probed) / 1e9)).rounded())
        #expect(summary.stalledShare == (5_000_000 / Double(stalls.probed) * 10_000).rounded() / 10_000)
    }

    @Test func aSlowSpellCountsAsMuchAsAStall() {
        // No unit is held up long, but 300 in a row take twice as long.
        let slow = Dictionary(uniqueKeysWithValues: (40_000..<40_300).map { ($0, UInt64(2_000)) })
        let stalls = trace(50_000, slow: slow)
        #expect(stalls.summary?.longStallsPerSecond == 0)
        #expect(stalls.percentile(100, ofConstantWork: 20_000) == 40_000)
        #expect(stalls.percentile(98, ofConstantWork: 20_000) == 20_000)
    }

    @Test func withoutStallsAJobTakesItsLengthAndTooLittleProbingSaysNothing() {
        let calm = trace(10_000)
        #expect(calm.summary?.longStallsPerSecond == 0 && calm.summary?.stalledShare == 0)
        #expect(calm.percentile(99, ofConstantWork: 30_000) == 30_000)
        #expect(calm.percentile(99, ofConstantWork: 600_000) == nil)
        #expect(MachineStalls().summary == nil && MachineStalls().percentile(99, ofConstantWork: 1000) == nil)
    }
}
