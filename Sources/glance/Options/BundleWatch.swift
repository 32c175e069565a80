import Foundation
import GlanceEmulator
import GlanceExtension
import GlanceFirmware
import GlanceWidgets

/// `glance run --bundle B --watch DIR`: on a save under the package's sources, builds the
/// bundle again in the background, restarts its extensions and hands the window the new
/// widgets; the window keeps its face, time, lock and mode. A failed build keeps the last
/// good frames and says why in the status line and in full in the terminal. Each reload
/// prints save-to-pixels, split into the build and the rest.
@MainActor
final class BundleWatch {
    typealias Loaded = (faces: [Face], widgets: [WidgetDescription], catalogs: [String], remote: RemoteBundle, settings: IntentSettings)

    private let watcher: SourceWatcher
    private let command: String
    private let load: @MainActor () throws -> Loaded?
    /// The bundle shown now; its extensions stop when it is replaced.
    private(set) var current: Loaded
    /// The status line, once the window has one.
    var note: (String) -> Void = { _ in }
    private var build: PackageBuild?
    /// The save being built, when it was noticed, and when the build ended.
    private var saved: (at: Date, seen: Date)?
    private var reloaded: (build: Double, at: ContinuousClock.Instant)?

    init(package: String, command: String?, bundle: String, current: Loaded, load: @escaping @MainActor () throws -> Loaded?) throws {
        watcher = try SourceWatcher(package: package)
        self.command = command ?? PackageBuild.defaultCommand(for: bundle)
        (self.current, self.load) = (current, load)
        PackageBuild.say("watching \(package): a save rebuilds with `\(self.command)`")
    }

    /// The window's reload check: new content once a build after a save succeeded.
    func poll() -> Result<(faces: [Face], widgets: [WidgetDescription]), EmulatorError>? {
        if let changes = watcher.changes() {
            // A save during a build starts another when this one ends.
            if build == nil { start(savedAt: changes.savedAt) } else { pendingSave = changes.savedAt }
        }
        guard let running = build, let result = running.result else { return nil }
        build = nil
        defer { if let next = pendingSave { pendingSave = nil; start(savedAt: next) } }
        guard result.succeeded else {
            FileHandle.standardError.write(Data("\(result.output)\nbuild failed after \(Self.seconds(result.seconds)); the window keeps the last good frames\n".utf8))
            return .failure(EmulatorError("build failed: \(PackageBuild.firstError(in: result.output))"))
        }
        do {
            guard let next = try load() else { return nil }
            current.remote.stop()
            current = next
            reloaded = (result.seconds, ContinuousClock.now)
            return .success((next.faces, next.widgets))
        } catch {
            return .failure(EmulatorError("rebuilt, but \(error)"))
        }
    }

    private var pendingSave: Date?

    private func start(savedAt: Date) {
        saved = (savedAt, Date())
        note("building…")
        PackageBuild.say("saved: building with `\(command)`")
        do {
            build = try PackageBuild(command: command, in: watcher.package)
        } catch {
            note("cannot build: \(error)")
        }
    }

    /// Called once the window shows the rebuilt widgets: prints save-to-pixels.
    func shown() {
        guard let (buildTime, reloadStart) = reloaded, let saved else { return }
        reloaded = nil
        let total = Date().timeIntervalSince(saved.at)
        let build = Self.seconds(buildTime), noticed = saved.seen.timeIntervalSince(saved.at)
        let restart = ContinuousClock.now - reloadStart
        let rest = total - buildTime
        let line = String(format: "save to pixels %.2f s: build %@, the rest %.2f s (noticed %.2f s after the save, restart and draw %.2f s)", total, build, rest, noticed,
            Double(restart.components.seconds) + Double(restart.components.attoseconds) / 1e18)
        PackageBuild.say(line)
        note(String(format: "rebuilt: save to pixels %.1f s (build %@)", total, build))
    }

    static func seconds(_ s: Double) -> String { String(format: "%.2f s", s) }
}
