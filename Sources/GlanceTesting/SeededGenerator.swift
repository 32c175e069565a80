/// SplitMix64: random test values that repeat on every run, so a failure names its seed and
/// reproduces. For tests that draw random cases: `var g = SeededGenerator(seed: 47)`, then
/// `Int.random(in: 0..<10, using: &g)`.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The seed this generator started from, for failure messages.
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
