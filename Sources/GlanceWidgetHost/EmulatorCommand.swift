import ArgumentParser
import GlanceGraphics
import GlancePreviews
import GlanceUI

/// Opens the emulator window on the bundle's widgets. The window is Glance's, not the
/// bundle's: this runs `glance run --bundle` on this program (a `glance` built beside it, or
/// on the PATH), which starts the widgets in extension processes.
struct EmulatorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the emulator window with the bundle's widgets (or, with --previews, one face per preview), through `glance run --bundle`.",
        discussion: "Needs the glance program: `swift build --product glance` builds it beside this one. "
            + "Keys as in `glance run`: N/P faces, L lock, W wrist down, M rendering mode, → one minute on, [ ] entries, ? help, Q quit.")

    @Flag(name: .long, help: "Browse the declared previews: one face per preview.")
    var previews = false

    @Flag(name: .long, help: "On each save of a Swift file in the bundle's package, rebuild it and show the new widgets in the open window, keeping its face, time, lock and mode.")
    var watch = false

    @OptionGroup var deviceOptions: HostDeviceOptions

    @Option(name: .long, help: ArgumentHelp("Keys to type at start, e.g. \"n l\" (for demos and tests).", valueName: "keys"))
    var keys: String?

    @Flag(name: .long, help: "Quit after the typed keys are handled.")
    var quitAfterKeys = false

    @Option(name: .long, help: ArgumentHelp("Write the last frame shown to this PNG on exit.", valueName: "file.png"))
    var screenshot: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Where F12 screenshots go (made when missing).", valueName: "dir"))
    var output = "out"

    @Option(name: .long, help: ArgumentHelp("Seconds an extension may take to answer a snapshot or timeline request.", valueName: "seconds"))
    var deadline: Double = 10

    @MainActor
    func run() async throws {
        var arguments = ["run", "--bundle", GlanceProgram.me.path, "--device", deviceOptions.deviceID, "--deadline", "\(deadline)"]
        if previews { arguments.append("--previews") }
        if watch { arguments += ["--watch", try PreviewsWatch.package()] }
        for s in deviceOptions.set { arguments += ["--set", s] }
        for a in deviceOptions.assets { arguments += ["--assets", a] }
        if let keys { arguments += ["--keys", keys] }
        if quitAfterKeys { arguments.append("--quit-after-keys") }
        if let screenshot { arguments += ["--screenshot", screenshot] }
        arguments += ["--output", output]
        try GlanceProgram.forward(arguments, what: "the window")
    }
}
