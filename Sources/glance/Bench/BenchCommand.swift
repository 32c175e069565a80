import ArgumentParser

/// `glance bench`: render-time benchmarks of ROM widgets; measuring is the default, so
/// `glance bench roms/tides.json` is `glance bench measure roms/tides.json`.
struct BenchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure how long ROM or bundle widgets take to render per timeline entry; join sharded runs.",
        discussion: "`glance bench [rom.json ...] [options]` measures (see `glance bench measure --help` for the options); "
            + "`glance bench merge part.json ...` joins the parts of a sharded run; `glance bench window` times the emulator "
            + "window's frames headless. See docs/bench.md.",
        subcommands: [BenchMeasureCommand.self, BenchMergeCommand.self, BenchWindowCommand.self],
        defaultSubcommand: BenchMeasureCommand.self
    )
}
