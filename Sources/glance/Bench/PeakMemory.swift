import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The most memory this process has held at once.
enum PeakMemory {
    /// Gives the heap's free pages back to the system (glibc keeps them mapped otherwise), so
    /// what is allocated next does not add to what the process held before.
    static func returnFreedMemory() {
        #if canImport(Glibc)
        // `malloc_trim` is glibc's own, declared in <malloc.h>, which the Glibc module leaves out.
        typealias Trim = @convention(c) (Int) -> Int32
        guard let process = dlopen(nil, RTLD_NOW), let trim = dlsym(process, "malloc_trim") else { return }
        _ = unsafeBitCast(trim, to: Trim.self)(0)
        #endif
    }

    /// Peak resident set size in bytes: `VmHWM` from `/proc/self/status`, else `getrusage`'s
    /// `ru_maxrss`; `nil` if neither is available.
    static func bytes() -> Int? {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let value = MachineInfo.field("VmHWM", in: status, separator: ":"),
            let kilobytes = Int(value.split(separator: " ").first ?? "")
        {
            return kilobytes * 1024
        }
        var usage = rusage()
        #if canImport(Glibc)
        let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0, usage.ru_maxrss > 0 else { return nil }
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        return Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
    }

    /// `bytes` in MB with one decimal.
    static func text(_ bytes: Int?) -> String {
        guard let bytes else { return "unknown" }
        return BenchDuration.format(Double(bytes) / 1_048_576, 1) + " MB"
    }
}
