import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceFirmware

/// Draws nothing: these tests compare layouts.
private struct NoPixels: Rasterizer {
    func rasterize(_ list: DisplayList, scale: Double, background: Color) throws -> Bitmap { Bitmap(width: 1, height: 1) }
}

/// A layout served from the memo must be the layout a renderer that never saw the tree makes,
/// whatever was laid out before it: every family × lock state × Always On × rendering mode, a
/// secret laid out unlocked then asked for locked, a timer at two dates.
@Suite struct SlotLayoutsTests {
    static let device = Device.named("watch-45mm")!
    static let date = Date(timeIntervalSince1970: 1_780_481_340)

    /// A privacy-sensitive line, a plain one, and a timer counting down from a minute on.
    static let tree: ViewNode = .stack(
        StackNode(
            axis: .vertical,
            children: [
                .modified(.text(TextNode("Balance $1,234")), .marker(.privacySensitive(true))),
                .text(TextNode("Checking")),
                .text(TextNode(content: .date(date.addingTimeInterval(3600), style: .timer))),
            ]))

    static func states() -> [DeviceState] {
        LockState.allCases.flatMap { lock in
            [false, true].flatMap { dim in
                WidgetRenderingMode.allCases.map { DeviceState(lock: lock, isLuminanceReduced: dim, renderingMode: $0) }
            }
        }
    }

    func fresh() -> SlotRenderer { SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: NoPixels()) }

    /// New entries with texts of realistic length, each archived anew: the memo keeps them up
    /// to its bytes, under its count, and the first, kept, is served again.
    @Test func newEntriesWithLongTextsAreKeptUpToTheBytes() throws {
        let renderer = fresh()
        let limit = 256 << 10
        let memo = SlotLayouts(byteLimit: limit)
        var first: ViewNode?
        var sizes: [Int] = []
        for n in 0..<600 {
            let tree: ViewNode = .stack(
                StackNode(
                    axis: .vertical,
                    children: (0..<3).map { line in .text(TextNode("Reading \(n) at station \(n * 7 + line) near the harbour")) }))
            let layout = try memo.layout(tree, environment: 1, corner: .topLeading, background: .black, slot: "s", date: Self.date) {
                try renderer.layout(tree, family: .accessoryRectangular, device: Self.device, date: Self.date)
            }
            sizes.append(SlotLayouts.bytes(of: layout.layout))
            if first == nil { first = tree }
        }
        let least = try #require(sizes.min())
        #expect(least > 1000, "a layout of three lines counts \(least) bytes")
        #expect(memo.count < 512 && memo.count <= limit / least + 1, "\(memo.count) layouts kept")
        #expect(memo.byteCount <= limit + sizes.max()!, "\(memo.byteCount) bytes")
        let hits = memo.hits
        _ = try memo.layout(try #require(first), environment: 1, corner: .topLeading, background: .black, slot: "s", date: Self.date) {
            Issue.record("laid out again")
            return try renderer.layout(try #require(first), family: .accessoryRectangular, device: Self.device, date: Self.date)
        }
        #expect(memo.hits == hits + 1)
    }

    @Test func keptLayoutsAreTheOnesMadeAnew() throws {
        let kept = fresh()
        let widget = WidgetIdentity(kind: "bank", protection: .complete)
        for family in Self.device.supportedFamilies {
            for state in Self.states() {
                let made = try fresh().layout(Self.tree, family: family, device: Self.device, date: Self.date, state: state, widget: widget)
                for round in 0..<2 {
                    let got = try kept.layout(Self.tree, family: family, device: Self.device, date: Self.date, state: state, widget: widget)
                    #expect(got.layout == made.layout, "round \(round) \(family) \(state)")
                    #expect(got.place == made.place && got.dimming == made.dimming && got.background == made.background)
                }
            }
        }
    }

    /// The security property: a drawing kept from an unlocked device never reaches a locked one.
    @Test func aSecretLaidOutUnlockedIsHiddenOnceLocked() throws {
        let renderer = fresh()
        let widget = WidgetIdentity(kind: "bank", protection: .complete)
        let device = Self.device
        let unlocked = try renderer.layout(Self.tree, family: .accessoryRectangular, device: device, date: Self.date, widget: widget)
        #expect(unlocked.layout.textFits.contains { $0.text == "Balance $1,234" })
        for lock in LockState.allCases where lock != .unlocked {
            let locked = try renderer.layout(
                Self.tree, family: .accessoryRectangular, device: device, date: Self.date, state: DeviceState(lock: lock), widget: widget)
            #expect(!Self.drawsText(locked.layout.displayList.items, "Balance"), "\(lock)")
            let again = try renderer.layout(Self.tree, family: .accessoryRectangular, device: device, date: Self.date, widget: widget)
            #expect(again.layout == unlocked.layout)
        }
    }

    /// A tree that reads the clock is laid out again at each date; one that does not has, at
    /// each date, the layout a renderer that never saw it makes.
    @Test func aTimerIsLaidOutAtEachDate() throws {
        let renderer = fresh()
        let at = { (seconds: Double) in
            try renderer.layout(Self.tree, family: .accessoryRectangular, device: Self.device, date: Self.date.addingTimeInterval(seconds))
        }
        let first = try at(0), later = try at(7)
        #expect(first.layout.textFits.map(\.text) != later.layout.textFits.map(\.text))
        #expect(try at(0).layout == first.layout)
        let still: ViewNode = .text(TextNode("Checking"))
        for seconds in [0.0, 7, 60] {
            let date = Self.date.addingTimeInterval(seconds)
            let got = try renderer.layout(still, family: .accessoryRectangular, device: Self.device, date: date)
            #expect(got.layout == (try fresh().layout(still, family: .accessoryRectangular, device: Self.device, date: date)).layout, "\(seconds) s")
        }
    }

    /// A tree archived again is new storage: its layout is the one the equal tree had.
    @Test func anEqualTreeArchivedAgainIsLaidOutAgain() throws {
        let renderer = fresh()
        let a: ViewNode = .text(TextNode("Checking 7"))
        guard case .text(let t) = a else { return }
        let b: ViewNode = .text(t)
        let first = try renderer.layout(a, family: .accessoryInline, device: Self.device, date: Self.date)
        let second = try renderer.layout(b, family: .accessoryInline, device: Self.device, date: Self.date)
        #expect(second.layout == first.layout)
    }

    static func drawsText(_ items: [DisplayItem], _ prefix: String) -> Bool {
        items.contains { item in
            switch item {
            case .text(let run): run.text.hasPrefix(prefix)
            case .group(let group): drawsText(group.items, prefix)
            default: false
            }
        }
    }
}
