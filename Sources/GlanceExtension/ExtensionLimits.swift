import Foundation

/// What the host allows a widget extension (sources in docs/extension.md).
public struct ExtensionLimits: Sendable {
    /// How long a snapshot or timeline request may take, in host time.
    public var requestDeadline: Duration = .seconds(10)
    /// How long a placeholder or view preview may take: it is asked for synchronously.
    public var placeholderDeadline: Duration = .seconds(2)
    /// Memory the widget's code may add to the extension's idle footprint, on a watch
    /// (watchOS reports "limit=15 MB" for complication extensions).
    public var watchMemory = 15 << 20
    /// The same on a phone (iOS widget extensions: "limit=30 MB").
    public var phoneMemory = 30 << 20
    /// The largest answer read, in bytes.
    public var answerBytes = 8 << 20
    /// The first wait before restarting an extension that failed; doubled per failure in a row.
    public var firstBackoff: Duration = .milliseconds(250)
    public var longestBackoff: Duration = .seconds(8)

    public init() {}

    /// Limits whose request deadline is `seconds` (the placeholder's at most 2 s).
    public init(deadline seconds: Double) {
        requestDeadline = .milliseconds(Int64((seconds * 1000).rounded()))
        placeholderDeadline = min(placeholderDeadline, requestDeadline)
    }

    /// What is wrong with `seconds` as a `--deadline`, or nil when it is a deadline these limits take.
    public static func deadlineProblem(_ seconds: Double) -> String? {
        seconds.isFinite && seconds > 0 && seconds <= 600 ? nil : "--deadline takes seconds between 0 and 600"
    }

    /// The wait before the `failures`-th restart in a row.
    func backoff(after failures: Int) -> Duration {
        min(longestBackoff, firstBackoff * Int(1 << min(max(failures - 1, 0), 16)))
    }
}
