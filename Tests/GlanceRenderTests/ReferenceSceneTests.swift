import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// The benchmarks' scenes: the plain-C references (`CReferenceScene`, built here from the
/// Benchmarks package's C sources) draw what they say (arcs, text, every slot of the face), and
/// each Glance scene draws broadly the same picture as its reference (ink in the same places,
/// the same colours). Not timing. With `GLANCE_SCENES_DIR` set, every scene is also written
/// there as PNG, reference and Glance side by side, for looking at.
@MainActor
@Suite struct ReferenceSceneTests {
    let reference = try! CReferenceScene(geometry: GlanceScenes.geometry)
    let renderer = SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer())
    let device = GlanceScenes.device

    // MARK: Pixels

    static func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g > 200 && p.b > 200 }
    /// The accent at full strength.
    static func isOrange(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g > 110 && p.g < 190 && p.b < 60 }
    /// The accent as the 30 % track over black.
    static func isDimOrange(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        p.r > 50 && p.r < 110 && p.g > 25 && p.g < 70 && p.b < 25
    }
    static func ink(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Int { Int(max(p.r, p.g, p.b)) }

    /// Pixels of `b` in the pixel box `x0..<x1, y0..<y1` that pass `test`.
    static func count(
        _ b: Bitmap, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool
    ) -> Int {
        var n = 0
        for y in max(0, y0)..<min(b.height, y1) {
            for x in max(0, x0)..<min(b.width, x1) where test(b.pixel(x: x, y: y)) { n += 1 }
        }
        return n
    }

    /// The cells of a `cell`-pixel grid holding ink brighter than 64.
    static func inkedCells(_ b: Bitmap, cell: Int) -> Set<Int> {
        var cells = Set<Int>()
        let columns = (b.width + cell - 1) / cell
        for y in 0..<b.height {
            for x in 0..<b.width where ink(b.pixel(x: x, y: y)) > 64 { cells.insert((y / cell) * columns + x / cell) }
        }
        return cells
    }

    /// How much two pictures put ink in the same places: shared inked cells over all inked cells.
    static func overlap(_ a: Bitmap, _ b: Bitmap, cell: Int = 4) -> Double {
        let (ca, cb) = (inkedCells(a, cell: cell), inkedCells(b, cell: cell))
        let union = ca.union(cb).count
        return union == 0 ? 1 : Double(ca.intersection(cb).count) / Double(union)
    }

    /// The summed ink of a picture.
    static func totalInk(_ b: Bitmap) -> Double {
        var sum = 0
        for y in 0..<b.height { for x in 0..<b.width { sum += ink(b.pixel(x: x, y: y)) } }
        return Double(sum)
    }

    func save(_ name: String, _ bitmaps: Bitmap...) {
        guard let dir = ProcessInfo.processInfo.environment["GLANCE_SCENES_DIR"] else { return }
        for (i, b) in bitmaps.enumerated() {
            try? OutputFile.write(try! PNGCodec().encode(b), to: "\(dir)/\(name)-\(i == 0 ? "reference" : "glance").png", replacing: true)
        }
    }

    func glance(_ family: WidgetFamily, _ entry: ReferenceEntry) throws -> Bitmap {
        let node = GlanceScenes.archive(entry, family: family)
        return try renderer.render(node, family: family, device: device, date: GlanceScenes.date, corner: .topLeading).bitmap
    }

    func glanceFace(frame: Int) throws -> Bitmap {
        let face = GlanceScenes.face
        return try FaceCompositor(slots: renderer).compose(
            face, on: device, state: DeviceState(), date: GlanceScenes.date(frame: frame), cache: SlotCache(),
            content: GlanceScenes.content(GlanceScenes.allEntries(), face: face, frame: frame))
    }

    // MARK: The references

    @Test func replayedEntriesAllDiffer() {
        let entries = (0..<ReferenceEntry.cycle).map(ReferenceEntry.init)
        for field in [\ReferenceEntry.headline, \.body, \.detail, \.inline, \.clockText] {
            // Neighbours always differ, so consecutive renders draw something different.
            for (a, b) in zip(entries, entries.dropFirst() + [entries[0]]) { #expect(a[keyPath: field] != b[keyPath: field]) }
        }
        #expect(ReferenceEntry.replay(64) == ReferenceEntry(0) && ReferenceEntry.replay(-1) == ReferenceEntry(63))
        #expect(ReferenceEntry.firstRender(0) == ReferenceEntry(ReferenceEntry.cycle))
    }

    /// What first renders rest on: below `distinctCount`, no two entries share a string set in
    /// the same font file (shaped runs are kept by string and file, whatever the size) or a
    /// gauge value (arc masks are kept by geometry). Clocks are the face's, not entries'.
    @Test func entriesBelowTheDistinctCountShareNoStringOrValue() throws {
        let engine = try TextEngine()
        var seen: [String: Set<String>] = [:]
        var total = 0
        var gauges = Set<Double>(), corners = Set<Double>()
        for e in (0..<ReferenceEntry.distinctCount).map(ReferenceEntry.init) {
            let drawn: [(String, FontDescriptor)] = [
                (e.gaugeText, ReferenceStyle.gaugeText), (e.gaugeLabel, ReferenceStyle.gaugeLabel),
                (e.headline, ReferenceStyle.headline), (e.body, ReferenceStyle.body), (e.detail, ReferenceStyle.body),
                (e.cornerText, ReferenceStyle.cornerText), (e.cornerMinimum, ReferenceStyle.cornerEnds),
                (e.cornerMaximum, ReferenceStyle.cornerEnds), (e.inline, ReferenceStyle.inline),
            ]
            for (text, font) in drawn { seen[engine.loadedFont(for: font).id.path, default: []].insert(text) }
            total += drawn.count
            gauges.insert(e.gaugeValue)
            corners.insert(e.cornerValue)
            #expect(e.gaugeValue > 0 && e.gaugeValue < 1 && e.cornerValue > 0 && e.cornerValue < 1)
        }
        #expect(seen.values.reduce(0) { $0 + $1.count } == total)
        #expect(gauges.count == ReferenceEntry.distinctCount && corners.count == ReferenceEntry.distinctCount)
        // The face's first renders stay below it, every slot a new entry every frame.
        let g = GlanceScenes.geometry
        let frames = g.firstRenderFrames
        var shown = Set<String>()
        for frame in [0, 1, frames - 1] {
            for slot in g.faceSlots.indices {
                let e = g.firstRenderEntry(frame: frame, slot: slot)
                #expect(e.index >= ReferenceEntry.cycle && e.index < ReferenceEntry.distinctCount)
                shown.insert("\(GlanceScenes.family(of: g.faceSlots[slot].kind)) \(e.index)")
            }
        }
        #expect(shown.count == 3 * g.faceSlots.count)
    }

    /// A first render shapes every string of its entry: none of them is in the run cache, though
    /// the renderer has drawn entries before (replayed ones and other first renders).
    @Test(arguments: [WidgetFamily.accessoryCircular, .accessoryCorner, .accessoryInline, .accessoryRectangular])
    func firstRendersMissTheShapedRunCache(_ family: WidgetFamily) throws {
        let engine = try TextEngine()
        let renderer = SlotRenderer(measurer: engine, rasterizer: CairoRasterizer())
        func render(_ e: ReferenceEntry) throws {
            _ = try renderer.render(GlanceScenes.archive(e, family: family), family: family, device: device, date: GlanceScenes.date, corner: .topLeading)
        }
        for i in 0..<8 { try render(ReferenceEntry(i)) }
        let strings = [WidgetFamily.accessoryCircular: 2, .accessoryCorner: 3, .accessoryInline: 1, .accessoryRectangular: 3][family]!
        for n in [0, 1, 2, 700, ReferenceEntry.firstRenderCount - 1] {
            let shaped = engine.cacheMisses
            try render(.firstRender(n))
            #expect(engine.cacheMisses - shaped >= strings, "\(family) first render \(n)")
        }
        // Replaying an entry already drawn shapes nothing.
        let shaped = engine.cacheMisses
        try render(ReferenceEntry(3))
        #expect(engine.cacheMisses == shaped)
    }

    @Test func theGeometryIsThe45mmWatchs() {
        let g = GlanceScenes.geometry
        #expect(g.screen == Size(width: 198, height: 242) && g.scale == 2 && g.displayCornerRadius == 40)
        #expect(g.circular == Size(width: 50, height: 50) && g.rectangular == Size(width: 193, height: 82))
        #expect(g.cornerCanvas == 80 && g.cornerContentDiameter == 38)
        #expect(g.faceSlots.count == 8)
        // Every slot lies on the display.
        for slot in g.faceSlots {
            let s = g.size(of: slot.kind)
            #expect(slot.origin.x >= 0 && slot.origin.y >= 0 && slot.origin.x + s.width <= 198 && slot.origin.y + s.height <= 242, "\(slot.id)")
        }
    }

    @Test func circularHasTheArcInOrangeAndWhiteTextInTheMiddle() {
        let b = reference.circular(ReferenceEntry(0))  // value 1/4501: the value arc is its round cap
        #expect(b.width == 100 && b.height == 100)
        // The value arc starts at 135° (lower left), the track ends at 45° (lower right), radius 22 pt.
        #expect(Self.isOrange(b.pixel(x: 19, y: 81)))
        #expect(Self.isDimOrange(b.pixel(x: 81, y: 81)))
        #expect(Self.isDimOrange(b.pixel(x: 50, y: 6)))  // 12 o'clock: track only
        // The gap at the bottom holds no arc.
        #expect(Self.count(b, 40, 90, 60, 100) { Self.isDimOrange($0) || Self.isOrange($0) } == 0)
        // The value in the middle, the label below it.
        #expect(Self.count(b, 30, 38, 70, 62, Self.isWhite) > 60)
        #expect(Self.count(b, 38, 80, 62, 92, Self.isWhite) > 5)
        // A fuller gauge: the arc reaches 12 o'clock in full colour.
        #expect(ReferenceEntry(1).gaugeValue > 0.6)
        #expect(Self.isOrange(reference.circular(ReferenceEntry(1)).pixel(x: 50, y: 6)))
    }

    @Test func rectangularHasThreeLinesTheLastOneDimmer() {
        let b = reference.rectangular(ReferenceEntry(5))
        #expect(b.width == 386 && b.height == 164)
        // Rows with ink form three runs: the three lines.
        var runs: [Range<Int>] = []
        var start: Int?
        for y in 0...b.height {
            let inked = y < b.height && Self.count(b, 0, y, b.width, y + 1) { Self.ink($0) > 64 } > 0
            if inked && start == nil { start = y }
            if !inked, let s = start { runs.append(s..<y); start = nil }
        }
        #expect(runs.count == 3, "\(runs)")
        guard runs.count == 3 else { return }
        // Leading-aligned: ink starts at the content margin, none before it.
        let margin = Int(GlanceScenes.geometry.rectangularMargin * GlanceScenes.geometry.scale)
        #expect(Self.count(b, 0, 0, margin, b.height) { Self.ink($0) > 64 } == 0)
        #expect(Self.count(b, margin, 0, margin + 6, b.height) { Self.ink($0) > 64 } > 0)
        #expect(Self.count(b, 0, runs[0].lowerBound, b.width, runs[0].upperBound, Self.isWhite) > 100)
        #expect(Self.count(b, 0, runs[1].lowerBound, b.width, runs[1].upperBound, Self.isWhite) > 100)
        #expect(Self.count(b, 0, runs[2].lowerBound, b.width, runs[2].upperBound, Self.isWhite) == 0)
        #expect(Self.count(b, 0, runs[2].lowerBound, b.width, runs[2].upperBound) { Self.ink($0) > 100 } > 100)
    }

    @Test(arguments: Corner.allCases)
    func cornerHasTheArcAboutTheDisplayCentreCurvedLabelsAndTheValue(_ corner: Corner) {
        let b = reference.corner(ReferenceEntry(9), corner: corner)
        #expect(b.width == 160 && b.height == 160)
        let g = CornerGeometry(contentDiameter: 38, cornerRadius: 40, displaySize: Size(width: 198, height: 242), corner: corner)
        // The arc crosses the middle of its room at the gauge's radius about the display's centre (pixels × 2).
        let room = g.gaugeRoom
        let middle = (room.from + room.to) / 2
        let at = (x: Int((2 * (g.center.x + g.gaugeRadius * cos(middle))).rounded()), y: Int((2 * (g.center.y + g.gaugeRadius * sin(middle))).rounded()))
        #expect(Self.count(b, at.x - 2, at.y - 2, at.x + 3, at.y + 3) { Self.isOrange($0) || Self.isDimOrange($0) } > 10, "\(corner)")
        // The value sits in the content circle.
        let c = (x: Int(2 * g.contentCenter.x), y: Int(2 * g.contentCenter.y))
        #expect(Self.count(b, c.x - 20, c.y - 20, c.x + 20, c.y + 20, Self.isWhite) > 40, "\(corner)")
        // The end labels: white ink along the gauge's circle, and none anywhere else but the content.
        var curved = 0, stray = 0
        for y in 0..<160 {
            for x in 0..<160 where Self.isWhite(b.pixel(x: x, y: y)) {
                let p = Point(x: Double(x) / 2, y: Double(y) / 2)
                let r = ((p.x - g.center.x) * (p.x - g.center.x) + (p.y - g.center.y) * (p.y - g.center.y)).squareRoot()
                let fromContent = ((p.x - g.contentCenter.x) * (p.x - g.contentCenter.x) + (p.y - g.contentCenter.y) * (p.y - g.contentCenter.y)).squareRoot()
                if abs(r - g.gaugeRadius) < 7 { curved += 1 } else if fromContent > 21 { stray += 1 }
            }
        }
        #expect(curved > 30, "\(corner)")
        #expect(stray == 0, "\(corner)")
    }

    @Test func faceIs396By484WithInkInEverySlotAndNothingOutsideTheDisplay() {
        let g = GlanceScenes.geometry
        let b = reference.face(frame: 3)
        save("face", b)
        #expect(b.width == 396 && b.height == 484)
        for slot in g.faceSlots {
            let s = g.size(of: slot.kind)
            let (x0, y0) = (Int(slot.origin.x * 2), Int(slot.origin.y * 2))
            let inked = Self.count(b, x0, y0, x0 + Int(s.width * 2), y0 + Int(s.height * 2)) { Self.ink($0) > 64 }
            #expect(inked > 100, "\(slot.id): \(inked)")
        }
        // The clock between the inline line and the rectangular slot.
        #expect(Self.count(b, 140, 160, 256, 204, Self.isWhite) > 100)
        // Clipped to the rounded display: the very corners stay black.
        for (x, y) in [(0, 0), (395, 0), (0, 483), (395, 483)] { #expect(Self.ink(b.pixel(x: x, y: y)) == 0) }
        // Different frames draw different pictures.
        #expect(reference.face(frame: 4) != b)
    }

    // MARK: Glance against the references

    /// Replayed entries and first renders (past the cycle, up to the last).
    @Test(arguments: [0, 17, 42, 48, 63, 64, 1000, ReferenceEntry.distinctCount - 1])
    func glanceScenesDrawWhatTheReferencesDraw(_ index: Int) throws {
        let e = ReferenceEntry(index)
        let pairs: [(String, Bitmap, Bitmap)] = [
            ("circular", reference.circular(e), try glance(.accessoryCircular, e)),
            ("rectangular", reference.rectangular(e), try glance(.accessoryRectangular, e)),
            ("corner", reference.corner(e), try glance(.accessoryCorner, e)),
            ("inline", reference.inline(e), try glance(.accessoryInline, e)),
        ]
        for (name, ref, mine) in pairs {
            save("\(name)-\(index)", ref, mine)
            #expect(ref.size == mine.size, "\(name)")
            let overlap = Self.overlap(ref, mine)
            let ink = Self.totalInk(mine) / Self.totalInk(ref)
            #expect(overlap > 0.9, "\(name) entry \(index): inked cells shared \(overlap)")
            #expect(ink > 0.95 && ink < 1.05, "\(name) entry \(index): ink ratio \(ink)")
        }
    }

    @Test(arguments: [0, 29])
    func glanceFaceDrawsWhatTheReferenceFaceDraws(_ frame: Int) throws {
        let ref = reference.face(frame: frame)
        let mine = try glanceFace(frame: frame)
        save("face-\(frame)", ref, mine)
        #expect(ref.size == mine.size)
        let overlap = Self.overlap(ref, mine)
        let ink = Self.totalInk(mine) / Self.totalInk(ref)
        #expect(overlap > 0.9, "face frame \(frame): inked cells shared \(overlap)")
        #expect(ink > 0.95 && ink < 1.05, "face frame \(frame): ink ratio \(ink)")
    }
}
