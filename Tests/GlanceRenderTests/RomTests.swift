import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

let romFiles: [String] = {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("roms").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json") }.sorted().map { "\(dir)/\($0)" }
}()

func loadRom(_ path: String) throws -> Rom {
    try RomFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
}

/// Every (ROM file, widget kind, family) the shipped ROMs hold.
let romSlots: [String] = romFiles.flatMap { path in
    ((try? loadRom(path))?.widgets ?? []).flatMap { w in w.families.map { "\(URL(fileURLWithPath: path).lastPathComponent)@\(w.kind)@\($0.rawValue)" } }
}

@MainActor
@Suite struct RomTests {
    let device = Device.named("watch-45mm")!

    func slot(_ key: String) throws -> (Rom.Widget, WidgetFamily) {
        let p = key.split(separator: "@").map(String.init)
        let rom = try loadRom(romFiles.first { $0.hasSuffix("/" + p[0]) }!)
        return (rom.widgets.first { $0.kind == p[1] }!, WidgetFamily(rawValue: p[2])!)
    }

    @Test func theShippedRomsCoverFamiliesPoliciesRelevanceAndProtection() throws {
        let widgets = try romFiles.flatMap { try loadRom($0).widgets }
        #expect(romFiles.count >= 8)
        #expect(Set(widgets.flatMap(\.families)) == Set(WidgetFamily.accessoryFamilies))
        #expect(Set(widgets.map { "\($0.policy)".prefix(5) }) == ["atEnd", "never", "after"])
        #expect(widgets.contains { $0.entries.contains { ($0.relevance?.duration ?? 0) > 0 } })
        #expect(Set(widgets.map(\.dataProtection)).count >= 4)
    }

    @Test func aRequestGetsEntriesAndPolicyDatedFromTheRequest() async throws {
        let steps = try loadRom(romFiles.first { $0.hasSuffix("/steps.json") }!).widgets[0].widgetDescription
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let context = TimelineProviderContext(family: .accessoryCircular, isPreview: false, displaySize: Size(width: 50, height: 50), date: start)
        let timeline = await withCheckedContinuation { done in
            steps.source.timeline(context, NoConfiguration()) { done.resume(returning: try! $0.get()) }
        }
        #expect(timeline.entries.map { $0.date.timeIntervalSince(start) } == [0, 900])
        #expect(timeline.policy == .after(start.addingTimeInterval(1800)))
        #expect(steps.supportedFamilies.count == 4 && steps.displayName == "Step goal")
    }

    @Test func romWidgetsPlayOnTheTimelineEngineWithTheirPolicies() async throws {
        let widgets = try romFiles.flatMap { try loadRom($0).widgetDescriptions }
        let archive = await WidgetArchiver(device: device, variants: [EnvironmentVariant(isLuminanceReduced: false, colorScheme: .dark)])
            .archive(widgets, start: Gallery.now, span: 4 * 3600)
        let reloads = Dictionary(uniqueKeysWithValues: archive.widgets.map { ($0.kind, $0.timelines[0].reloads.count) })
        #expect(reloads["tea-timer"] == 1)  // never
        #expect(reloads["steps"]! >= 7)  // every 30 minutes
        #expect(reloads["tides"]! == 1)  // atEnd, after 8 h
    }

    @Test(arguments: romSlots)
    func romWidgetsRenderAsTheirReference(_ key: String) throws {
        let (widget, family) = try slot(key)
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        for (lock, suffix) in [(LockState.unlocked, "")] + (widget.dataProtection == .none ? [] : [(LockState.locked, "-locked")]) {
            let state = DeviceState(lock: lock)
            let identity = WidgetIdentity(kind: widget.kind, protection: widget.dataProtection)
            let env = try SlotRenderer.environment(
                for: family, on: device, date: Gallery.now, state: state, redaction: state.redaction(for: widget.kind, protection: widget.dataProtection))
            let node = widget.timelineEntry(widget.entries[0], from: Gallery.now).archive(env)
            let (layout, bitmap) = try renderer.render(node, family: family, device: device, date: Gallery.now, state: state, widget: identity)
            #expect(layout.warnings.isEmpty, "\(layout.warnings)")
            try verifySnapshot(of: bitmap, as: .image(), named: "rom-\(widget.kind)-\(family.rawValue)\(suffix)", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
        }
    }

    @Test func aBuiltRomReplaysItsSwiftWidgetExactly() async throws {
        let archiver = WidgetArchiver(device: device, variants: [EnvironmentVariant(isLuminanceReduced: false, colorScheme: .dark)])
        let swift = await archiver.archive(SampleWidgets().widgetDescriptions, start: Gallery.now, span: 3600)
        let rom = try RomFile.decode(Array(try RomFile.encode(swift, name: "built").utf8), file: "built.json")
        let replayed = await archiver.archive(rom.widgetDescriptions, start: Gallery.now, span: 3600)
        #expect(rom.widgets.map(\.kind) == swift.widgets.map(\.kind))
        for (original, copy) in zip(swift.widgets, replayed.widgets) {
            for (a, b) in zip(original.timelines, copy.timelines) {
                let first = try #require(a.reloads.first), again = try #require(b.reloads.first)
                #expect(again.entries.map(\.date) == first.entries.map(\.date), "\(original.kind) \(a.family)")
                #expect(again.entries.map(\.views[0].root) == first.entries.map(\.views[0].root), "\(original.kind) \(a.family)")
                #expect(again.policy == first.policy, "\(original.kind) \(a.family)")
            }
        }
    }

    @Test func aBuiltRomKeepsAWidgetsAlwaysOnViews() async throws {
        let archiver = WidgetArchiver(device: device, variants: [false, true].map { EnvironmentVariant(isLuminanceReduced: $0, colorScheme: .dark) })
        let seconds = StaticConfiguration(kind: "seconds", provider: SecondsProvider()) { SecondsView(entry: $0) }.widgetDescription
        let swift = await archiver.archive([seconds], start: Gallery.now, span: 600)
        let text = try RomFile.encode(swift, name: "built")
        #expect(text.contains("alwaysOnViews"))
        let replayed = await archiver.archive(try RomFile.decode(Array(text.utf8), file: "built.json").widgetDescriptions, start: Gallery.now, span: 600)
        for (a, b) in zip(swift.widgets[0].timelines, replayed.widgets[0].timelines) {
            let views = try #require(a.reloads.first?.entries.first?.views), again = try #require(b.reloads.first?.entries.first?.views)
            #expect(views.count == 2 && again.map(\.root) == views.map(\.root), "\(a.family)")
        }
    }

    @Test func parameterDefaultsFillBindings() throws {
        let stocks = try loadRom(romFiles.first { $0.hasSuffix("/stocks.json") }!).widgets[0]
        var found: [(String, Bool)] = []
        texts(in: stocks.view(stocks.entries[0], family: .accessoryInline, start: Gallery.now), at: Gallery.now, into: &found)
        #expect(found.map(\.0) == ["GLNC 184.20 +1.35%"])
    }

    @Test func romEntriesLeakNothingWhenLocked() async throws {
        let widgets = try romFiles.flatMap { try loadRom($0).widgetDescriptions }
        let archive = await WidgetArchiver(device: device, variants: [EnvironmentVariant(isLuminanceReduced: false, colorScheme: .dark)])
            .archive(widgets, start: Gallery.now, span: 3600)
        var audited = 0
        for widget in archive.widgets {
            for timeline in widget.timelines {
                for entry in timeline.reloads.flatMap(\.entries) {
                    let node = entry.views[0].root
                    let (checked, problems) = try PrivacyAuditTests().auditEverywhere({ AnyView(NodeView(node)) }, kind: widget.kind, family: timeline.family)
                    audited += checked
                    #expect(problems.isEmpty, "\(problems.prefix(5))")
                }
            }
        }
        #expect(audited > 1000)
    }
}

struct SecondsEntry: TimelineEntry { let date: Date }

struct SecondsProvider: TimelineProvider {
    func placeholder(in context: Context) -> SecondsEntry { SecondsEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (SecondsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SecondsEntry>) -> Void) {
        completion(Timeline(entries: [SecondsEntry(date: context.date)], policy: .never))
    }
}

/// Shows a running timer while bright and the time in Always On: two archived variants.
struct SecondsView: View {
    @Environment(\.isLuminanceReduced) var dimmed
    let entry: SecondsEntry
    var body: some View { Text(entry.date, style: dimmed ? .time : .timer) }
}
