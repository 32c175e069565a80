import ArgumentParser
import GlanceGraphics
import GlancePreviews
import GlanceUI

/// Measures render time per entry of the bundle's widgets: `glance bench --bundle` on this
/// program, each widget's timeline asked of its extension, the archives rendered by Glance.
struct BenchForwardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how long the bundle's widgets take to render per timeline entry, through `glance bench --bundle`.",
        discussion: "Takes the options of `glance bench measure` (see `glance bench measure --help`), e.g. "
            + "`MyWidgets bench --state unlocked,locked --json out/bench.json`. Build both in release for figures worth comparing: "
            + "`swift build -c release --product glance --product MyWidgets`.")

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("Options for `glance bench measure`.", valueName: "option"))
    var options: [String] = []

    func run() throws {
        try GlanceProgram.forward(["bench", "--bundle", GlanceProgram.me.path] + options, what: "benchmarking")
    }
}
