import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceSimulatedTime
import GlanceTesting
import GlanceUI
import GlanceWidgets
import Synchronization
import Testing

@testable import WidgetExamples

/// Widget code sees the firmware's simulated time as now (`Date()`, `Date.now`), in this
/// process and in extension processes, whatever the real clock says (docs/timeline.md,
/// "What widget code sees"). Runs Xcode's template widgets as they are written.
@MainActor
@Suite struct SimulatedWidgetTimeTests {
    /// Moments a year apart and a minute apart, none of them the real now.
    nonisolated static let moments: [Date] = [0, 60, 86_400, 365 * 86_400].map { SimulatedClock.referenceDate.addingTimeInterval($0) }

    @Test func theTestProgramExportsTheWallClock() {
        #expect(SimulatedWallClock.isInterposed)
    }

    /// The template's `getTimeline` stamps `Date()`: its five hourly entries start at the moment asked.
    @Test(arguments: moments) func aProviderReadingDateSeesTheMomentAsked(moment: Date) async throws {
        SimulatedWallClock.install()
        let dates = try await timelineDates(of: EmojiWidget(), at: moment)
        #expect(dates == (0..<5).map { moment.addingTimeInterval(Double($0) * 3600) })
    }

    /// An App Intent provider's async `timeline(for:in:)` runs in a task, which inherits the moment.
    @Test(arguments: moments) func anAsyncProviderSeesTheMomentAsked(moment: Date) async throws {
        SimulatedWallClock.install()
        let dates = try await timelineDates(of: ConfigurableWidget(), at: moment)
        #expect(dates.first == moment && dates.count == 5)
    }

    /// A view's body sees its entry's date; the real clock comes back outside widget code.
    @Test func aBodyReadingDateSeesItsEntrysDate() throws {
        SimulatedWallClock.install()
        let seen = Mutex<[Date]>([])
        let entryDate = Self.moments[3]
        let entry = AnyTimelineEntry(date: entryDate, relevance: nil) { env in
            WidgetTime.at(entryDate) {
                seen.withLock { $0.append(Date()) }
                return ViewArchiver.archive(Text(Date.now, style: .time), in: env)
            }
        }
        _ = entry.archive(EnvironmentValues())
        #expect(seen.withLock { $0 } == [entryDate])
        #expect(abs(Date().timeIntervalSince(entryDate)) > 86_400, "outside widget code the clock is real")
    }

    /// libdispatch's timed waits keep real time while widget code sees another year.
    @Test func timedWaitsInWidgetCodeKeepRealTime() {
        SimulatedWallClock.install()
        let started = ContinuousClock.now
        let result = WidgetTime.at(Date(timeIntervalSince1970: 0)) {
            DispatchSemaphore(value: 0).wait(timeout: .now() + .milliseconds(50))
        }
        #expect(result == .timedOut)
        #expect(ContinuousClock.now - started < .seconds(5))
    }

    /// Goldens of the template widget, recorded at the fixed default moment, stay green on any
    /// day: its entries read 10:09 AM and 2:09 PM whatever the real clock.
    @Test func goldensOfTheTemplateWidget() async {
        await assertWidgetSnapshots(EmojiWidget(), families: [.accessoryRectangular, .accessoryInline], devices: ["watch-45mm"], states: [.unlocked], entries: [.index(0), .index(4)])
    }

    /// The template's previews through its extension and in-process, with the real clock a
    /// minute, a day and a year later (libfaketime moves it), draw the same pixels; a later
    /// `--start` draws others, so the comparison can fail.
    @Test func previewsAreTheSameWhateverTheRealClock() throws {
        let scratch = try ScratchFolder("glance-widget-time")
        func previews(_ name: String, start: String = "2026-06-03T10:09:30Z", shift: String? = nil, extra: [String] = []) throws -> [UInt8] {
            let program = GlanceProcess.binary("WidgetExamples")
            let args = ["previews", "-o", "\(scratch.path)/\(name)", "--states", "unlocked", "--filter", "EmojiWidget", "--start", start] + extra
            let r = try shift.map { try GlanceProcess.run(["-f", $0, program] + args, program: "/usr/bin/faketime") } ?? GlanceProcess.run(args, program: program)
            #expect(r.status == 0, "\(name): \(r.err)")
            let folder = "\(scratch.path)/\(name)/WidgetExamples"
            let sheet = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".png") })
            return Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(sheet)")))
        }
        #expect(FileManager.default.isExecutableFile(atPath: "/usr/bin/faketime"), "make installs faketime (scripts/install-deps.sh)")
        let base = try previews("base")
        for shift in ["+1m", "+1d", "+1y"] {
            #expect(try previews("ext\(shift)", shift: shift) == base, "extension, real clock \(shift)")
            #expect(try previews("in\(shift)", shift: shift, extra: ["--in-process"]) == base, "in-process, real clock \(shift)")
        }
        #expect(try previews("later", start: "2026-06-03T11:15:30Z") != base)
    }

    private func timelineDates(of widget: some Widget, at moment: Date) async throws -> [Date] {
        let description = widget.body.widgetDescription
        let context = TimelineProviderContext(family: .accessoryRectangular, isPreview: false, displaySize: Size(width: 180, height: 64), date: moment)
        let timeline = try await withCheckedThrowingContinuation { (c: CheckedContinuation<AnyTimeline, any Error>) in
            description.source.timeline(context, description.defaultConfiguration) { c.resume(with: $0) }
        }
        return timeline.entries.map(\.date)
    }
}
