import Foundation
import GlanceFirmware
import GlanceSamples
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceChecks

/// The checks a ROM cannot trip (the firmware prevents it), fed display lists that break the promise.
@MainActor
@Suite struct CellCheckTests {
    let device = Device.named("watch-45mm")!

    /// A real cell of a view, its display list then replaced by `items`.
    func cell(_ node: ViewNode, state: DeviceState, protection: WidgetDataProtection = .none, items: [DisplayItem]? = nil) throws -> RenderedCell {
        let runner = CheckRunner(measurer: FixedAdvanceTextMeasurer(), rasterizer: CountingRasterizer())
        let identity = WidgetIdentity(kind: "test", protection: protection)
        let entry = AnyTimelineEntry(date: Gallery.now, relevance: nil) { _ in node }
        let real = try #require(runner.render(TimelinePlay.Shown(entry: entry, from: Gallery.now), index: 0, identity: identity, family: .accessoryRectangular, device: device, state: state))
        var slot = real.slot
        if let items { slot.layout.displayList.items = items }
        return RenderedCell(
            widget: identity, family: .accessoryRectangular, device: device, state: state, entryIndex: 0, entryDate: Gallery.now, renderDate: Gallery.now,
            node: node, slot: slot, renderer: runner.renderer)
    }

    static let secret = ViewNode.modified(.text(TextNode(content: .verbatim("Dr. Okafor"))), .marker(.privacySensitive(true)))

    func run(_ run: TextRun, tag: DisplayTag?) -> [DisplayItem] {
        [.group(DisplayGroup(tag: tag, items: [.text(run)]))]
    }

    let leakedRun = TextRun(text: "Dr. Okafor", font: FixedAdvanceTextMeasurer.face, size: 12, origin: Point(x: 2, y: 20), glyphs: [PositionedGlyph(id: 1, position: .zero)], paint: .color(.white), width: 40)

    @Test func sensitiveGlyphsDrawnWhileLockedAreALeak() throws {
        let checks = CellChecks(configuration: CheckConfiguration())
        let locked = DeviceState(lock: .locked)
        let leaky = try cell(Self.secret, state: locked, items: run(leakedRun, tag: .privacySensitive))
        let found = checks.privacyLeaks(leaky, open: Self.secret)
        #expect(found.count == 1 && found[0].check == .privacyLeak && found[0].severity == .error)
        #expect(found[0].message.contains("Dr. Okafor") && found[0].message.contains("locked"))
        // The same secret outside its marker is still found: only sensitive content has that string.
        #expect(checks.privacyLeaks(try cell(Self.secret, state: locked, items: run(leakedRun, tag: nil)), open: Self.secret).count == 1)
        // Under a placeholder any glyph is a leak.
        let rebooted = try cell(Self.secret, state: DeviceState(lock: .rebootedBeforeFirstUnlock), items: run(leakedRun, tag: nil))
        #expect(checks.privacyLeaks(rebooted, open: Self.secret).first?.message.contains("placeholder") == true)
    }

    @Test func whatTheFirmwareReallyDrawsWhileLockedLeaksNothing() throws {
        let checks = CellChecks(configuration: CheckConfiguration())
        for lock in [LockState.locked, .rebootedBeforeFirstUnlock] {
            for protection in WidgetDataProtection.allCases {
                let real = try cell(Self.secret, state: DeviceState(lock: lock), protection: protection)
                #expect(real.redaction != .none)
                #expect(checks.privacyLeaks(real, open: Self.secret).isEmpty)
            }
        }
    }

    @Test func textTickingEverySecondIsFoundAndMinuteTextIsNot() {
        #expect(CellChecks.secondTick([["0:58"], ["0:57"], ["0:56"]])! == ("0:58", "0:57"))
        #expect(CellChecks.secondTick([["4 min"], ["4 min"], ["3 min"]]) == nil)
        #expect(CellChecks.secondTick([["4 min"], nil, ["3 min"]]) == nil)
    }

    @Test func countingTextInAlwaysOnDoesNotTickSeconds() throws {
        let checks = CellChecks(configuration: CheckConfiguration())
        for style in [TextDateStyle.timer, .relative, .offset] {
            let node = ViewNode.text(TextNode(content: .date(Gallery.now.addingTimeInterval(600), style: style)))
            #expect(node.dependsOnTime)
            #expect(checks.secondsInAlwaysOn(try cell(node, state: DeviceState(isLuminanceReduced: true))).isEmpty, "\(style)")
        }
    }
}

/// A rasterizer that draws nothing: for checks that read only the display list.
final class CountingRasterizer: Rasterizer {
    func rasterize(_ list: DisplayList, scale: Double, background: Color) throws -> Bitmap { Bitmap(width: 1, height: 1) }
}

/// A Swift widget checked as `assertWidgetPasses` will check it: straight from its type.
@MainActor
@Suite struct SwiftWidgetCheckTests {
    @Test func aSwiftWidgetIsCheckedFromItsBody() async throws {
        var c = CheckSupport.quick(devices: ["watch-45mm"])
        c.families = [.accessoryInline]
        let runner = CheckRunner(measurer: CheckSupport.measurer, rasterizer: CountingRasterizer(), configuration: c)
        let report = await runner.run(LongInlineWidget())
        #expect(report.widgets == ["long-inline"])
        #expect(report.findings.contains { $0.check == .inlineTooWide && $0.message.contains("far too long") })
        #expect(report.findings.contains { $0.check == .entriesTooClose })
    }
}

struct LongInlineEntry: TimelineEntry {
    let date: Date
}

struct LongInlineProvider: TimelineProvider {
    func placeholder(in context: Context) -> LongInlineEntry { LongInlineEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (LongInlineEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LongInlineEntry>) -> Void) {
        completion(Timeline(entries: [LongInlineEntry(date: context.date), LongInlineEntry(date: context.date.addingTimeInterval(60))], policy: .never))
    }
}

struct LongInlineWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "long-inline", provider: LongInlineProvider()) { _ in
            Text("An inline line that is far too long for any watch face").widgetAccentable()
        }
        .supportedFamilies([.accessoryInline])
    }
}
