import ArgumentParser
import GlanceSimulatedTime

/// The Glance command-line tool.
@main
struct Glance: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glance",
        abstract: "Simulate watch complications and lock-screen widgets: render, inspect and test them.",
        discussion: "Glance lays out SwiftUI-shaped widget views in the accessory families (circular, corner, "
            + "rectangular, inline) at the sizes real devices use, and draws them with cairo, FreeType and HarfBuzz.",
        version: GlanceVersion.string,
        subcommands: [RunCommand.self, RenderCommand.self, FaceCommand.self, RomCommand.self, TimelineCommand.self, BurnInCommand.self, BenchCommand.self, SheetCommand.self, CheckCommand.self, ReportCommand.self, SymbolsCommand.self, DevicesCommand.self]
    )

    /// Runs the command with widget code's wall clock simulated (docs/timeline.md).
    static func main() async {
        SimulatedWallClock.install()
        await main(nil)
    }
}

/// The version printed by `glance --version`.
enum GlanceVersion {
    static let string = "0.1.0"
}
