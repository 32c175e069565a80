import ArgumentParser
import Foundation
import GlanceGraphics
import GlancePreviews
import GlanceUI

/// The `glance` program the bundle's host commands forward to: the window and the benchmarks
/// are Glance's, and run this bundle's widgets in extension processes.
enum GlanceProgram {
    /// This program, as the path `glance --bundle` is given.
    static var me: URL {
        var path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        // A program rebuilt while it runs is a deleted file to its process; the path is the new build.
        if path.hasSuffix(" (deleted)") { path = String(path.dropLast(10)) }
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// Runs `glance` with `arguments` and waits; its exit status becomes this program's.
    static func forward(_ arguments: [String], what: String) throws {
        guard let glance = glance(beside: me) else {
            throw HostFailure("\(what) is Glance's: build it with `swift build --product glance`, then run this again (or run `swift run glance \(arguments.joined(separator: " "))`)")
        }
        let process = Process()
        process.executableURL = glance
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw ExitCode(process.terminationStatus) }
    }

    /// `glance` in this program's folder, else on the PATH.
    static func glance(beside me: URL) -> URL? {
        let folders = [me.deletingLastPathComponent().path] + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        return folders.map { URL(fileURLWithPath: $0).appendingPathComponent("glance") }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
