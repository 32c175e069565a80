#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The host's monotonic clock, read by the benchmark only (the core never reads a clock).
enum MonotonicClock {
    /// Nanoseconds since an arbitrary start; never goes back.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
    }
}
