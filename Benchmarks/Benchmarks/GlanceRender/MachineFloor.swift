import Benchmark

/// How much this machine alone stretches a short piece of work: the same fixed arithmetic
/// every iteration (no allocation, no system call, a 16 KB table that stays in L1), about as
/// long as a slot render. Its p99 against its own p50 is the floor under every render
/// benchmark's tail: a render cannot have a shorter tail than work that never varies.
let machineFloorBenchmarks: @Sendable () -> Void = {
    // Made once and kept for the whole run, so no iteration allocates or copies it.
    let table = Prepared { () -> UnsafeMutableBufferPointer<UInt32> in
        let words = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: 4096)
        words.initialize(repeating: 1)
        return words
    }
    Benchmark("Machine floor: the same 25 µs of arithmetic") { benchmark in
        let words = table.get()
        benchmark.startMeasurement()
        var hash: UInt32 = 0
        for i in 0..<24_000 {
            hash = hash &* 31 &+ words[(i &* 97) & 4095]
            words[i & 4095] = hash
        }
        blackHole(hash)
    }
}
