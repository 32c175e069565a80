import GlanceChecksCommand
import ArgumentParser
import Foundation
import GlanceFiles
import GlanceSamples
import GlanceFirmware
import GlanceWidgets

/// `glance timeline`: plays widgets for a simulated span and reports what each slot showed.
struct TimelineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Play widgets' timelines for a simulated span and report entries, reloads, stale content and budget.",
        discussion: "Runs the sample widgets (or those named with --widget), one slot each, on a simulated clock: "
            + "a day takes milliseconds. Example: glance timeline --span 2d --allowance 40"
    )

    @Option(name: .long, parsing: .upToNextOption, help: ArgumentHelp("Widget kinds to place (default: every sample widget).", valueName: "kind"))
    var widget: [String] = []

    @Option(name: .long, help: ArgumentHelp("Also play every widget of this ROM file (roms/*.json); repeatable.", valueName: "rom.json"))
    var rom: [String] = []

    @Option(name: .long, help: ArgumentHelp("How long to simulate: 90m, 24h, 7d, 3600s.", valueName: "span"))
    var span: String = "24h"

    @Option(name: .long, help: ArgumentHelp("Simulated start, ISO 8601 (2026-06-03T08:00:00Z), or 'now'.", valueName: "date"))
    var start: String = "now"

    @Option(name: .long, help: "Reloads each widget may make a day.")
    var allowance = 50

    @Flag(name: .long, help: "Lift the reload budget, as running from Xcode does.")
    var developer = false

    @Flag(name: .long, help: "Treat the app as in the foreground (its WidgetCenter reloads are free).")
    var foreground = false

    @Flag(name: .long, help: "Print every event, not just the summary.")
    var verbose = false

    func validate() throws {
        _ = try spanSeconds()
        _ = try startDate()
        guard allowance >= 0 else { throw ValidationError("--allowance must not be negative (got \(allowance))") }
    }

    func spanSeconds() throws -> TimeInterval {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        guard let unit = span.last, let factor = units[unit], let n = Double(span.dropLast()), n > 0, n <= 366 * 86400 / factor else {
            throw ValidationError("--span '\(span)' is not a duration like 90m, 24h or 7d (at most a year)")
        }
        return n * factor
    }

    func startDate() throws -> Date { try SimulatedStart.parse(start, roundedToHour: true) }

    @MainActor
    func run() async throws {
        let fromRoms = try rom.flatMap { try RomLoader.load($0).widgetDescriptions }
        let all = SampleWidgets().widgetDescriptions + fromRoms
        let chosen = widget.isEmpty ? (rom.isEmpty ? all : fromRoms) : try widget.map { kind in
            guard let found = all.first(where: { $0.kind == kind }) else {
                throw ValidationError("unknown widget '\(kind)'; sample widgets: " + all.map(\.kind).joined(separator: ", "))
            }
            return found
        }
        let begin = try startDate()
        let end = begin.addingTimeInterval(try spanSeconds())
        var settings = TimelineEngine.Settings()
        settings.dailyAllowance = allowance
        settings.developerMode = developer
        settings.appInForeground = foreground
        let engine = TimelineEngine(clock: SimulatedClock(start: begin), settings: settings, widgetCenter: WidgetCenter())
        for description in chosen {
            engine.place(description, family: description.supportedFamilies.first ?? .accessoryCircular, id: description.kind)
        }
        await engine.run(until: end)
        print(TimelineReport(engine: engine, start: begin, end: end).text(verbose: verbose))
    }
}
