import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceFirmware
import GlanceGraphics
import GlanceText
import Testing

/// The window's parts are laid out from one place: with the heads-up display, the help, the
/// scrubber strip and the status line all shown, none covers another, each stays inside the
/// window, and the overlays' text is not cut, on every built-in device at every zoom.
@MainActor
@Suite struct EmulatorLayoutTests {
    static let scales = [0.5, 1, 1.5, 2, 3, 4, 8]

    @Test(arguments: Device.builtIn.map(\.id))
    func theOverlaysStripAndStatusNeverOverlap(_ id: String) throws {
        let engine = try TextEngine()
        let device = try #require(Device.named(id))
        let chrome = EmulatorChrome(measurer: engine)
        // The longest heads-up display the sample faces give, with the window's timing line.
        let s = try EmulatorSession(
            faces: [try face("infograph")], widgets: try widgets("tides", "steps", "moon", "calendar", "air-quality"), start: start,
            compositor: FaceCompositor(slots: SlotRenderer(measurer: engine, rasterizer: CairoRasterizer())))
        let hud = s.headsUp + ["frame 12.3 ms (8 slots drawn, 0 reused), window 45.6 ms"]
        let help = EmulatorSession.keyHelp
        var sizes: [(scale: Double, both: Bool, pixels: Double)] = []
        for scale in Self.scales {
            for (h, p) in [(hud, help), (hud, nil), (nil, help)] as [([String]?, [(key: String, action: String)]?)] {
                let layout = chrome.layout(for: device, headsUp: h, help: p, scale: scale)
                let parts = layout.parts
                #expect(parts.count == 2 + (h == nil ? 0 : 1) + (p == nil ? 0 : 1))
                for (i, a) in parts.enumerated() {
                    #expect(!a.rect.isEmpty && layout.window.contains(a.rect), "\(id) ×\(scale): \(a.name) \(a.rect) outside \(layout.window)")
                    for b in parts[(i + 1)...] {
                        let overlap = a.rect.intersection(b.rect).map { $0.width * $0.height } ?? 0
                        #expect(overlap < 1e-6, "\(id) ×\(scale): \(a.name) \(a.rect) overlaps \(b.name) \(b.rect)")
                    }
                }
                #expect(layout.strip.minY >= layout.display.maxY, "\(id) ×\(scale): the strip covers the display")
                // Every line of each panel fits it whole, at a size still readable in window pixels.
                let font = FontDescriptor(size: layout.overlayTextSize, design: .monospaced)
                for (lines, rect) in [(h, layout.headsUp), (p.map { EmulatorChrome.helpLines($0, columns: layout.helpColumns) }, layout.help)] {
                    guard let lines, let rect else { continue }
                    let widest = lines.map { engine.width(of: $0, font: font) }.max() ?? 0
                    let tall = Double(lines.count) * engine.metrics(for: font).lineHeight + Double(lines.count - 1)
                    #expect(widest <= rect.width - 12 + 0.01 && tall <= rect.height - 12 + 0.01, "\(id) ×\(scale): text cut in \(rect)")
                }
                sizes.append((scale, h != nil && p != nil, layout.overlayTextSize * scale))
            }
        }
        // Readable at the window's usual zoom (2) and more, both shown; smaller windows shrink the
        // text (a 150-pixel-wide window cannot hold 30 readable lines) rather than overlap or cut it.
        for (scale, _, pixels) in sizes where scale >= 2 {
            #expect(pixels >= 9, "\(id) ×\(scale): overlay text \(pixels) px")
        }
    }

    /// Side by side when the window is wide enough, else stacked; each on its own rows.
    @Test func wideWindowsPutThePanelsSideBySide() throws {
        let chrome = EmulatorChrome(measurer: try TextEngine())
        let hud = ["2026-06-03T10:09:30Z  1×", "unlocked, bright, fullColor"]
        let help: [(key: String, action: String)] = [("L", "lock / unlock"), ("Q", "quit")]
        let phone = try #require(Device.builtIn.max { $0.screenSize.width < $1.screenSize.width })
        let wide = chrome.layout(for: phone, headsUp: hud, help: help, scale: 1)
        let (a, b) = (try #require(wide.headsUp), try #require(wide.help))
        #expect(a.maxX <= b.minX && a.minY == b.minY, "\(a) \(b)")
    }
}
