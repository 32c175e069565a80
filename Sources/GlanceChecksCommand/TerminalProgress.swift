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
    private var lastDraw: UInt64 = 0
    private var shown = false
    private let width: Int

    /// A bar for `total` rows, or `nil` when stderr is not a terminal.
    public init?(rows total: Int) {
        guard isatty(2) == 1, total > 0 else { return nil }
        self.total = total
        var size = winsize()
        let columns = ioctl(2, UInt(TIOCGWINSZ), &size) == 0 ? Int(size.ws_col) : 0
        width = columns > 0 ? columns : Int(ProcessInfo.processInfo.environment["COLUMNS"] ?? "") ?? 80
    }

    /// Shows that `done` whole rows and `fraction` of the current one are measured, and which it is.
    public func update(row done: Int, fraction: Double, label: String, force: Bool = false) {
        let now = DispatchTime.now().uptimeNanoseconds
        guard force || now - lastDraw >= 100_000_000 else { return }
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

    private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}
