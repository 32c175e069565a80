import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import GlanceCairo
import Testing
@testable import glance

/// Previews whose timeline entries share a date can be stepped through in the window.
@MainActor
@Suite struct PreviewSteppingTests {
    func entry(_ date: Date, _ text: String) -> AnyTimelineEntry {
        AnyTimelineEntry(date: date, relevance: nil) { _ in ViewNode.empty }
    }

    @Test func entriesThatShareADateOrGoBackAreSpreadAMinuteApartInOrder() {
        let t = Date(timeIntervalSince1970: 1_780_000_000)
        let dates = [t, t, t, t.addingTimeInterval(600), t.addingTimeInterval(300)]
        let spread = BundleOptions.spread(dates.enumerated().map { entry($1, "\($0)") }, by: 60).map { $0.date.timeIntervalSince(t) }
        #expect(spread == [0, 60, 120, 600, 660])
        // Entries made a moment after the request (in the extension, dated .now) start at the request.
        let later = BundleOptions.spread([entry(t.addingTimeInterval(2), "a"), entry(t.addingTimeInterval(2), "b")], by: 60, from: t)
        #expect(later.map { $0.date.timeIntervalSince(t) } == [0, 60])
    }

    @Test func theWrappedSourceDeliversTheSpreadTimelineAndKeepsItsHostTimeFlag() async {
        let t = Date(timeIntervalSince1970: 1_780_000_000)
        var source = TimelineSource(
            placeholder: { _ in AnyTimelineEntry(date: t, relevance: nil) { _ in .empty } }, snapshot: { _, _, _ in },
            timeline: { _, _, deliver in
                deliver(.success(AnyTimeline(entries: (0..<3).map { _ in AnyTimelineEntry(date: t, relevance: nil) { _ in .empty } }, policy: .never)))
            })
        source.callsBackInHostTime = true
        let stepped = BundleOptions.steppable(source)
        #expect(stepped.callsBackInHostTime)
        let dates = await withCheckedContinuation { (done: CheckedContinuation<[Date], Never>) in
            stepped.timeline(TimelineProviderContext(family: .accessoryCircular, isPreview: true, displaySize: Size(width: 50, height: 50), date: t), NoConfiguration()) { result in
                done.resume(returning: (try? result.get().entries.map(\.date)) ?? [])
            }
        }
        #expect(dates == [t, t.addingTimeInterval(60), t.addingTimeInterval(120)])
    }

    @Test func oneMinuteOnShowsThePreviewsNextEntryInTheWindow() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-step-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // The weather example's "Rectangular" preview: two entries, both dated .now.
        func shot(_ keys: String) throws -> Bitmap {
            var arguments = ["run", "--bundle", GlanceProcess.binary("WeatherComplication"), "--previews", "--zoom", "1", "--quit-after-keys"]
            arguments += ["--screenshot", "\(folder)/\(keys.isEmpty ? "first" : "next").png"] + (keys.isEmpty ? [] : ["--keys", keys])
            let r = try GlanceProcess.run(arguments, environment: ["SDL_VIDEODRIVER": "dummy"])
            #expect(r.status == 0, "\(r.err)")
            return try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(keys.isEmpty ? "first" : "next").png"))))
        }
        let first = try shot(""), next = try shot("right")
        // The temperature line (14 °C, then 19 °C) below the clock, which changes too.
        var differ = 0
        for y in 100..<140 { for x in 60..<200 where first.pixel(x: x, y: y) != next.pixel(x: x, y: y) { differ += 1 } }
        #expect(differ > 100, "\(differ) pixels changed")
    }
}
