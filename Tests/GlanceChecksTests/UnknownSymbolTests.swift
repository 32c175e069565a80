import Foundation
import GlanceCairo
import GlanceChecks
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

private struct MisspeltEntry: TimelineEntry { let date: Date }

private struct MisspeltProvider: TimelineProvider {
    func placeholder(in context: Context) -> MisspeltEntry { MisspeltEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (MisspeltEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<MisspeltEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

private struct MisspeltView: View {
    @Environment(\.widgetFamily) var family
    var body: some View {
        if family == .accessoryInline {
            Text("\(Image(systemName: "chevron.compact.upp")) Up")
        } else {
            VStack {
                Image(systemName: "person.slsh")
                Image(systemName: "icloud.slash")
            }
        }
    }
}

private struct MisspeltWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "misspelt", provider: MisspeltProvider()) { _ in MisspeltView() }
            .supportedFamilies([.accessoryCircular, .accessoryInline])
    }
}

/// An SF Symbol name Glance does not draw is a finding naming the widget, the family and the
/// nearest names, and a warning when a ROM is read (issue 21, item 11).
@MainActor
@Suite struct UnknownSymbolTests {
    @Test func aSwiftWidgetsMisspeltSymbolsAreFoundPerFamily() async {
        let runner = CheckRunner(measurer: CheckSupport.measurer, rasterizer: CairoRasterizer(), configuration: CheckSupport.quick(devices: ["watch-45mm"]))
        let report = await runner.run(MisspeltWidget())
        let found = report.findings.filter { $0.check == .unknownSymbol }
        #expect(found.map(\.family) == [.accessoryCircular, .accessoryInline])
        #expect(found.allSatisfy { $0.widget == "misspelt" && $0.severity == .warning && $0.device == nil })
        #expect(found.first?.message == "SF Symbol “person.slsh” is not one Glance draws, so it shows as a missing-symbol box; nearest known: person.slash, person.2, person.fill")
        #expect(found.last?.subject == "chevron.compact.upp")
        #expect(found.last?.message.contains("nearest known: chevron.compact.up") == true)
        #expect(!found.contains { $0.subject == "icloud.slash" })
    }

    @Test func theCheckCanBeTurnedOff() async {
        var configuration = CheckSupport.quick(devices: ["watch-45mm"])
        configuration.checks.remove(.unknownSymbol)
        let report = await CheckRunner(measurer: CheckSupport.measurer, rasterizer: CairoRasterizer(), configuration: configuration).run(MisspeltWidget())
        #expect(!report.findings.contains { $0.check == .unknownSymbol })
    }

    @Test func aRomWithAMisspeltSymbolLoadsWithAWarningAtItsField() throws {
        let path = CheckSupport.brokenFolder.appendingPathComponent("unknown-symbol.json").path
        let rom = try CheckSupport.rom(path)
        #expect(rom.warnings.count == 1)
        let warning = try #require(rom.warnings.first)
        #expect(warning.path == "widgets[0].templates.accessoryCircular.zstack[1].image")
        #expect(warning.location?.line == 28)
        #expect(warning.message == "unknown SF Symbol \"icloud.slsh\": it draws as a missing-symbol box (did you mean \"icloud.slash\", \"cloud.snow\", \"cloud.sun\"?)")
    }

    @Test func knownSymbolsLoadWithoutWarnings() throws {
        let rom = try CheckSupport.rom(CheckSupport.brokenFolder.appendingPathComponent("thin-line.json").path)
        #expect(rom.warnings.isEmpty)
    }
}
