import Foundation
import GlanceCairo
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceWidgets
import Testing

@testable import glance

/// The plain C reference `glance bench` reads first renders against draws the picture Glance
/// draws: for every family of every shipped ROM, one entry drawn both ways differs in few pixels,
/// and the reference's ink is there; the same picture moved by 3 points differs in many. With
/// `GLANCE_SCENES_DIR` set, every pair is also written as PNG.
@MainActor
@Suite struct PlainReferenceTests {
    /// A pixel differs when a channel is off by more than this (edge anti-aliasing and glyph
    /// positions reshaped by the reference move a few pixels by less).
    static let channelTolerance = 96
    /// The share of pixels that may differ: the reference shows the layout's glyphs, so only
    /// edges differ (Glance composites glyphs from its own masks).
    static let pixelShare = 0.002

    struct Drawn {
        var glance: Bitmap
        var reference: Bitmap
        var label: String
    }

    /// The first entry of every widget and family of the shipped ROMs, drawn by Glance and by the reference.
    static func drawEveryFamily(moved dx: Double = 0) throws -> [Drawn] {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let reference = PlainReference()
        let device = Device.named(Device.defaultID)!
        let roms = try FileManager.default.contentsOfDirectory(atPath: "roms").filter { $0.hasSuffix(".json") }.sorted()
        var drawn: [Drawn] = []
        for file in roms {
            let rom = try RomLoader.load("roms/" + file)
            for widget in rom.widgets where !widget.entries.isEmpty {
                let identity = WidgetIdentity(kind: widget.kind, protection: widget.dataProtection)
                for family in widget.families where device.families[family] != nil {
                    let entry = widget.timelineEntry(widget.entries[0], from: Date(timeIntervalSince1970: 1_780_000_000))
                    let env = try renderer.slotEnvironment(for: family, on: device, date: entry.date, state: DeviceState(), widget: identity)
                    let slot = try renderer.layout(entry.archive(env), family: family, device: device, date: entry.date, widget: identity)
                    let glance = try renderer.draw(slot)
                    var list = slot.layout.displayList
                    if dx != 0 { list.items = [.group(DisplayGroup(transform: AffineTransform(translationX: dx, y: 0), items: list.items))] }
                    let flat = try reference.prepare(list)
                    let picture = reference.bitmap(flat, size: slot.layout.displayList.size, scale: slot.scale, background: slot.background)
                    drawn.append(Drawn(glance: glance, reference: picture, label: "\(file) \(widget.kind) \(family.rawValue)"))
                }
            }
        }
        return drawn
    }

    /// The share of pixels that differ between `a` and `b` by more than the tolerance.
    static func differingShare(_ a: Bitmap, _ b: Bitmap) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        var differing = 0
        for p in stride(from: 0, to: a.pixels.count, by: 4) {
            for c in 0..<4 where abs(Int(a.pixels[p + c]) - Int(b.pixels[p + c])) > channelTolerance {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(a.width * a.height)
    }

    @Test func theReferenceDrawsWhatGlanceDrawsInEveryFamily() throws {
        let drawn = try Self.drawEveryFamily()
        #expect(drawn.count >= 20)
        let dir = ProcessInfo.processInfo.environment["GLANCE_SCENES_DIR"]
        for d in drawn {
            if let dir {
                let name = d.label.replacingOccurrences(of: " ", with: "-")
                try OutputFile.write(try PNGCodec().encode(d.glance), to: "\(dir)/plain-\(name)-glance.png", replacing: true)
                try OutputFile.write(try PNGCodec().encode(d.reference), to: "\(dir)/plain-\(name)-reference.png", replacing: true)
            }
            let share = Self.differingShare(d.glance, d.reference)
            #expect(share <= Self.pixelShare, "\(d.label): \(share * 100)% of pixels differ")
            let lit = stride(from: 3, to: d.reference.pixels.count, by: 4).contains { d.reference.pixels[$0] > 0 && d.reference.pixels[$0 - 1] > 40 }
            #expect(lit, "\(d.label): the reference drew nothing")
        }
    }

    /// The comparison can fail: the same picture drawn 3 points to the right differs in more
    /// pixels than the tolerance lets through, in every row.
    @Test func aPictureMovedByThreePointsIsTold() throws {
        let drawn = try Self.drawEveryFamily(moved: 3)
        for d in drawn {
            let share = Self.differingShare(d.glance, d.reference)
            #expect(share > Self.pixelShare, "\(d.label): only \(share * 100)% of pixels differ")
        }
    }
}
