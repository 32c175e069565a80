import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line progress bar on stderr for long work (`bench`, `check`), redrawn at most ten
/// times a second, shown only when stderr is a terminal (so logs and pipes get none).
@MainActor
public final class TerminalProgress {
    private let total: Int
    private let width: Int
    /// Time since the bar was made, from the clock it was given.
    private let elapsed: () -> Duration
    private let output: (String) -> Void
    private var lastDraw: Duration?
    private var shown = false

    /// A bar for `total` rows, or `nil` when stderr is not a terminal. `clock` paces redraws.
    public convenience init?(rows total: Int, clock: some Clock<Duration> = ContinuousClock()) {
        guard isatty(2) == 1, total > 0 else { return nil }
        var size = winsize()
        let columns = ioctl(2, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : 0
        let width = columns > 0 ? columns : Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
        self.init(rows: total, width: width, clock: clock) { FileHandle.standardError.write(Data($0.utf8)) }
    }

    /// A bar `width` columns wide that writes its redraws to `output`.
    init(rows total: Int, width: Int, clock: some Clock<Duration>, output: @escaping (String) -> Void) {
        self.total = max(1, total)
        self.width = width
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        self.output = output
    }

    /// Shows that `done` whole rows and `fraction` of the current one are measured, and which it is.
    public func update(row done: Int, fraction: Double, label: String, force: Bool = false) {
        let now = elapsed()
        if !force, let lastDraw, now - lastDraw < .milliseconds(100) { return }
        lastDraw = now
        let share = min(1, (Double(done) + min(max(fraction, 0), 1)) / Double(total))
        let cells = 24
        let filled = Int((share * Double(cells)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
        var line = "\(bar) \(done)/\(total) \(label)"
        if line.count > width - 1 { line = String(line.prefix(width - 2)) + "…" }
        write("\r\u{1B}[2K" + line)
        shown = true
    }

    /// Clears the bar so what follows starts on a clean line.
    public func finish() {
        if shown { write("\r\u{1B}[2K") }
        shown = false
    }

    private func write(_ text: String) { output(text) }
}
