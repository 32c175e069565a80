import Foundation
import Synchronization

/// A build of a widget bundle, run in the background with its output kept: `swift build
/// --product NAME` in the bundle's package by default, or a shell command.
public final class PackageBuild: Sendable {
    /// What the build printed, and how it ended once it has.
    private let state = Mutex<(output: String, status: Int32?, ended: ContinuousClock.Instant?)>(("", nil, nil))
    public let started = ContinuousClock.now

    /// Starts `command` (run by `/bin/sh -c`) in `folder`.
    public init(command: String, in folder: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let handle = pipe.fileHandleForReading
        let running = process
        Thread.detachNewThread { [self] in
            let data = handle.readDataToEndOfFile()
            running.waitUntilExit()
            let status = running.terminationStatus
            state.withLock { $0 = (String(decoding: data, as: UTF8.self), status, ContinuousClock.now) }
        }
    }

    /// Nil while it runs; then whether it succeeded, what it printed and how many seconds it took.
    public var result: (succeeded: Bool, output: String, seconds: Double)? {
        state.withLock { s in
            s.status.map { status in
                let d = (s.ended ?? started) - started
                return (status == 0, s.output, Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
            }
        }
    }

    /// Waits for the build to end.
    public func wait() -> (succeeded: Bool, output: String, seconds: Double) {
        while true {
            if let r = result { return r }
            usleep(20_000)
        }
    }

    /// Prints a line of the watch at once, after what was printed before (standard output is
    /// a pipe or a file as often as a terminal).
    public static func say(_ line: String) {
        fflush(nil)
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The first compiler error in `output`, as `File.swift:12: message`, for a status line;
    /// else the first line naming an error, else the last line.
    public static func firstError(in output: String) -> String {
        let lines = output.split(separator: "\n").map(String.init)
        for line in lines {
            guard let range = line.range(of: ": error: "), line[..<range.lowerBound].contains(".swift:") else { continue }
            let place = line[..<range.lowerBound].split(separator: "/").last.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } ?? ""
            return "\(place): \(line[range.upperBound...])"
        }
        return lines.first { $0.contains("error:") }?.trimmingCharacters(in: .whitespaces) ?? lines.last ?? "the build failed"
    }

    /// The package folder a built program lies in: the parent of the `.build` folder in its path.
    public static func packageFolder(of executable: String) -> String? {
        var url = URL(fileURLWithPath: executable)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if url.lastPathComponent == ".build" { return url.deletingLastPathComponent().path }
        }
        return nil
    }

    /// The command that builds `executable` again: its product, in its configuration.
    public static func defaultCommand(for executable: String) -> String {
        let name = URL(fileURLWithPath: executable).lastPathComponent
        let release = executable.split(separator: "/").contains("release")
        return "swift build --product \(name)" + (release ? " -c release" : "")
    }
}
