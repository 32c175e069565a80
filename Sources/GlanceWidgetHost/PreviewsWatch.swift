import Foundation
import GlanceExtension
import GlancePreviews

#if canImport(Glibc)
    import Glibc
#endif

/// `previews --watch`: after rendering, waits for a save in the bundle's package, builds it
/// again, and runs the new program with the same arguments, which renders the previews anew
/// (over the last ones). A failed build is printed and the watch goes on. Each rerun prints
/// save-to-pixels, split into the build and the rest.
enum PreviewsWatch {
    /// Set for the rerun: when the save was made (seconds since 1970) and the build's seconds.
    static let savedKey = "GLANCE_WATCH_SAVED", buildKey = "GLANCE_WATCH_BUILD"

    /// The package this program was built in, or why watching cannot work.
    static func package() throws -> String {
        let me = GlanceProgram.me.path
        guard let folder = PackageBuild.packageFolder(of: me) else {
            throw HostFailure("--watch needs the program in its package's .build folder (run it with `swift run`); \(me) is not")
        }
        return folder
    }

    /// Prints save-to-pixels when this run is a rerun after a save.
    static func reportRerun() {
        let env = ProcessInfo.processInfo.environment
        guard let saved = env[savedKey].flatMap({ Double($0) }), let build = env[buildKey].flatMap({ Double($0) }) else { return }
        let total = Date().timeIntervalSince1970 - saved
        PackageBuild.say(String(format: "save to pixels %.2f s: build %.2f s, the rest %.2f s", total, build, total - build))
    }

    /// Waits for a save, builds, and replaces this process with the new build; never returns
    /// unless watching cannot start.
    static func rerunAfterNextBuild() throws -> Never {
        let package = try package()
        let watcher = try SourceWatcher(package: package)
        let command = PackageBuild.defaultCommand(for: GlanceProgram.me.path)
        PackageBuild.say("watching \(package): a save rebuilds with `\(command)` and renders again (Ctrl-C stops)")
        while true {
            usleep(250_000)
            guard let change = watcher.changes() else { continue }
            PackageBuild.say("saved: building…")
            let result = try PackageBuild(command: command, in: package).wait()
            guard result.succeeded else {
                FileHandle.standardError.write(Data("\(result.output)\nbuild failed: \(PackageBuild.firstError(in: result.output)); watching on\n".utf8))
                _ = watcher.changes()
                continue
            }
            setenv(savedKey, String(change.savedAt.timeIntervalSince1970), 1)
            setenv(buildKey, String(result.seconds), 1)
            let path = GlanceProgram.me.path
            let argv = ([path] + CommandLine.arguments.dropFirst()).map { strdup($0) } + [nil]
            fflush(nil)
            execv(path, argv)
            throw HostFailure("could not run the rebuilt \(path): \(String(cString: strerror(errno)))")
        }
    }
}
