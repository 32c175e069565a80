import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// CJK and emoji drawn through the Noto fallbacks in a slot: in colour, recoloured as images in
/// accented and vibrant modes, and hidden whole while locked.
@MainActor
@Suite struct FontFallbackRenderTests {
    struct Forecast: View {
        var city = "東京 晴れ 😀"
        var body: some View {
            VStack(alignment: .leading) {
                Text(city).font(.headline).privacySensitive()
                Text("서울 18° · 北京 21°")
                Text("Next: 会議 ☕ 🎉").foregroundStyle(.secondary)
            }
        }
    }

    func render(_ view: some View, state: DeviceState = DeviceState()) throws -> (layout: LayoutResult, bitmap: Bitmap) {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        return try renderer.render(view, family: .accessoryRectangular, device: Device.named("watch-45mm")!, date: Gallery.now, state: state)
    }

    /// Pixels whose channels differ by more than 60 (a colour, not a grey or a tint of white).
    func colourful(_ b: Bitmap, hue: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { _ in true }) -> Int {
        var n = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > 60 && hue(p) { n += 1 }
            }
        }
        return n
    }

    @Test func rectangularWithCJKAndEmojiMatchesItsReference() throws {
        let (layout, bitmap) = try render(Forecast())
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        try verifySnapshot(of: bitmap, as: .image(), named: "font-fallback-rectangular", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
    }

    @Test func emojiKeepTheirColourOnlyInFullColour() throws {
        let yellow: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool = { $0.r > 180 && $0.g > 120 && $0.b < 90 }
        #expect(try colourful(render(Forecast()).bitmap, hue: yellow) > 100)
        var accented = DeviceState(renderingMode: .accented)
        accented.tint = .cyan
        // Accented: images (and emoji) are made grey and drawn in the tint (white outside the accent group).
        #expect(try colourful(render(Forecast(), state: accented).bitmap, hue: yellow) == 0)
        // Vibrant: luminance only, nothing coloured at all.
        #expect(try colourful(render(Forecast(), state: DeviceState(renderingMode: .vibrant)).bitmap) == 0)
    }

    @Test func lockedSensitiveEmojiAndCJKLeaveNoTrace() throws {
        // Two secrets that set alike (every ideograph and emoji is one em wide): the locked frames must be the same bytes.
        let locked = DeviceState(lock: .locked)
        let a = try render(Forecast(city: "東京 晴れ 😀"), state: locked)
        let b = try render(Forecast(city: "北京 雨雨 😡"), state: locked)
        #expect(a.bitmap == b.bitmap)
        for (run, _) in a.layout.displayList.textRuns { #expect(!run.text.contains("東京") && !run.text.contains("😀"), "\(run.text)") }
        // Unlocked they differ, so the test proves something.
        #expect(try render(Forecast(city: "東京 晴れ 😀")).bitmap != render(Forecast(city: "北京 雨雨 😡")).bitmap)
    }
}
