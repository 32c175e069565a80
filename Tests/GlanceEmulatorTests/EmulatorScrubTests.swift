import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceWidgets
import Testing

/// The timeline scrubber, headless: entry keys set the clock to entries' dates either way,
/// pause, hold reloads, and the strip says where in the timeline the slot is.
@MainActor
@Suite struct EmulatorScrubTests {
    func session(_ faces: [Face], _ widgets: [WidgetDescription]) throws -> EmulatorSession {
        try EmulatorSession(faces: faces, widgets: widgets, start: start, compositor: FaceCompositor(slots: SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())))
    }

    /// Selects `slot` with Tab.
    func select(_ slot: String, in s: EmulatorSession) {
        for _ in s.face.slots where s.selectedSlotID != slot { s.handle(.nextSlot) }
    }

    @Test func entryKeysGoForwardAndBackThroughTheSlotsEntries() throws {
        let s = try session([try face("modular")], try widgets("tides"))
        select("large", in: s)
        let instance = try #require(s.instance(in: "large"))
        let dates = instance.entries.map(\.date)
        #expect(dates.count == 4 && dates[0] == start)
        #expect(!s.clock.isPaused)
        var frames: [Int: Bitmap] = [:]
        for (move, index) in [(EmulatorCommand.EntryMove.next, 1), (.next, 2), (.last, 3), (.previous, 2), (.previous, 1), (.first, 0), (.next, 1)] {
            s.handle(.entry(move))
            #expect(s.clock.now == dates[index], "\(move)")
            #expect(s.clock.isPaused)
            #expect(s.instance(in: "large")?.entry(at: s.clock.now).date == dates[index])
            #expect(s.timelineStrip?.current == index)
            #expect(s.status == "paused at entry \(index + 1)/4 of large; Space plays on", "\(s.status)")
            // Coming back to an entry shows the very pixels it showed on the way there.
            let frame = try s.frame()
            if let earlier = frames[index] { #expect(frame == earlier, "entry \(index) drawn differently coming back") }
            frames[index] = frame
        }
        #expect(frames[0] != frames[1] && frames[1] != frames[2])
        // Held reloads: tides reloads at its end (atEnd), but the timeline looked at stays.
        s.handle(.entry(.last))
        s.advance(realSeconds: 5)
        #expect(s.instance(in: "large")?.entries.map(\.date) == dates)
        s.handle(.entry(.first))
        s.handle(.entry(.previous))
        #expect(s.clock.now == dates[0] && s.status.contains("1/4 of large, the first"), "\(s.status)")
        s.handle(.entry(.last))
        s.handle(.entry(.next))
        #expect(s.status.contains("4/4 of large, the last"), "\(s.status)")
        // While scrubbing the window outlines the slot followed.
        let large = try #require(s.face.slots.first { $0.id == "large" })
        #expect(s.timelineStrip?.marked?.origin == large.origin)
        // Playing again lets the due reload happen: a new timeline from the last entry's date.
        s.handle(.togglePause)
        s.advance(realSeconds: 0)
        #expect(!s.clock.isPaused && s.instance(in: "large")?.entries.first?.date == dates[3])
        #expect(s.timelineStrip?.marked == nil)
    }

    @Test func aStepAfterScrubbingBackMovesOnFromThere() throws {
        let s = try session([try face("modular")], try widgets("tides"))
        select("large", in: s)
        let dates = try #require(s.instance(in: "large")).entries.map(\.date)
        s.handle(.entry(.last))
        s.handle(.entry(.first))
        s.handle(.step(3600))
        #expect(s.clock.now == dates[0].addingTimeInterval(3600))
        #expect(s.timelineStrip?.current == 0 && s.timelineStrip?.now == s.clock.now)
    }

    @Test func theStripShowsTheSelectedSlotsEntriesDateAndRelevance() throws {
        let s = try session([try face("modular")], try widgets("calendar", "steps"))
        #expect(s.selectedSlotID == s.face.slots.first { s.instance(in: $0.id) != nil }?.id)
        let slot = try #require(s.face.slots.first { s.instance(in: $0.id)?.widget.kind == "next-event" })
        s.handle(.nextSlot)
        select(slot.id, in: s)
        #expect(s.status.hasPrefix("timeline of \(slot.id): next-event, "))
        let strip = try #require(s.timelineStrip)
        #expect(strip.kind == "next-event" && strip.current == 0 && strip.relevance == nil)
        #expect(strip.label == "\(slot.id) · next-event  1/\(strip.dates.count)  Wed 3 Jun 10:09")
        #expect(strip.position(of: strip.dates[0]) == 0 && strip.position(of: strip.dates.last!) == 1)
        #expect(zip(strip.dates, strip.dates.dropFirst()).allSatisfy { strip.position(of: $0) < strip.position(of: $1) })
        s.handle(.entry(.next))
        let next = try #require(s.timelineStrip)
        #expect(next.current == 1 && next.relevance == TimelineEntryRelevance(score: 0.7, duration: 3600))
        #expect(next.label == "\(slot.id) · next-event  2/\(strip.dates.count)  Wed 3 Jun 10:59  relevance 0.7 for 1 h", "\(next.label)")
        // The window draws the label in the strip, under the display and over the status line.
        let chrome = EmulatorChrome(measurer: try TextEngine())
        let list = chrome.displayList(frame: try s.frame(), device: s.device, status: s.status, headsUp: nil, help: nil, strip: next)
        let layout = chrome.layout(for: s.device, headsUp: nil, help: nil)
        let label = try #require(texts(list.items).first { $0.text == next.label })
        #expect(layout.strip.contains(label.origin) && label.origin.y > layout.display.maxY)
        // A click on a slot follows it.
        let other = try #require(s.face.slots.first { $0.id != slot.id && s.instance(in: $0.id) != nil })
        s.tap(at: Point(x: other.origin.x + 2, y: other.origin.y + 2))
        #expect(s.selectedSlotID == s.slot(at: Point(x: other.origin.x + 2, y: other.origin.y + 2))?.id)
    }

    /// Text runs of a display list, with where each is placed in the window.
    func texts(_ items: [DisplayItem], _ transform: GlanceGraphics.AffineTransform = .identity) -> [(text: String, origin: Point)] {
        items.flatMap { item -> [(text: String, origin: Point)] in
            switch item {
            case .text(let run): [(run.text, transform.apply(to: run.origin))]
            case .group(let group): texts(group.items, group.transform.concatenating(transform))
            default: []
            }
        }
    }
}
