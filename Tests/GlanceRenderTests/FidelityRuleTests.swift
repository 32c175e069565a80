import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// The rules Glance copies from Apple, each pinned to its source (docs/fidelity.md).
@MainActor
@Suite struct FidelityRuleTests {
    let renderer: SlotRenderer

    init() throws {
        renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
    }

    /// Text runs of `view` laid out in `family` on `device`, top to bottom.
    func runs(_ view: some View, _ family: WidgetFamily = .accessoryRectangular, on device: Device, state: DeviceState = DeviceState()) throws -> [TextRun] {
        let env = try SlotRenderer.environment(for: family, on: device, state: state)
        let slot = try renderer.layout(ViewArchiver.archive(view, in: env), family: family, device: device, state: state)
        return slot.layout.displayList.textRuns.map(\.run).sorted { $0.origin.y < $1.origin.y }
    }

    /// HIG › Typography › watchOS Dynamic Type sizes: xLarge on 44/45/49 mm, Large on 40/41/42 mm.
    @Test func watchTextStylesFollowTheWatchOSTableAtEachWatchsDefaultSize() throws {
        let expected: [(device: String, caption2: Double, body: Double, headline: Double)] = [
            ("watch-40mm", 14, 16, 16), ("watch-41mm", 14, 16, 16), ("watch-42mm", 14, 16, 16),
            ("watch-44mm", 15, 17, 17), ("watch-45mm", 15, 17, 17), ("watch-46mm", 15, 17, 17), ("watch-49mm", 15, 17, 17),
        ]
        for e in expected {
            let device = try #require(Device.named(e.device))
            let sizes = try runs(VStack { Text("Caption").font(.caption2); Text("Body").font(.body); Text("Headline").font(.headline) }, on: device).map(\.size)
            #expect(sizes == [e.caption2, e.body, e.headline], "\(e.device)")
        }
    }

    /// The measure: caption2 over body line height in a rectangular complication on a
    /// 45 mm watch is about 0.88 (Apple's table: 15/17).
    @Test func caption2AndBodyLinesKeepApplesRatio() throws {
        let device = try #require(Device.named("watch-45mm"))
        let lines = try runs(VStack(alignment: .leading, spacing: 0) { Text("Caption two").font(.caption2); Text("Body line").font(.body); Text("Body again").font(.body) }, on: device)
        let caption = lines[1].origin.y - lines[0].origin.y, body = lines[2].origin.y - lines[1].origin.y
        // Baseline steps mix the two lines' halves; the sizes carry the ratio exactly.
        #expect(abs(lines[0].size / lines[1].size - 0.88) < 0.01)
        #expect(caption > 0 && body > caption, "caption2 \(caption), body \(body)")
    }

    /// HIG › Complications: default text is SF Compact Rounded, medium (semibold in the corner),
    /// at the family's published size; `--dynamic-type` moves it along body's curve.
    @Test func textWithNoFontIsTheComplicationDefault() throws {
        let device = try #require(Device.named("watch-45mm"))
        let run = try #require(try runs(Text("72°"), on: device).first)
        #expect(run.size == 19.5)
        let env = try SlotRenderer.environment(for: .accessoryRectangular, on: device)
        #expect(env.defaultTextWeight == .medium && env.defaultTextDesign == .rounded)
        #expect(try SlotRenderer.environment(for: .accessoryCorner, on: device).defaultTextWeight == .semibold)
        let larger = try #require(try runs(Text("72°"), on: device.withTextSize(.xxxLarge)).first)
        #expect(larger.size == 22, "19.5 × 19/17, to half points")
        let caption = try #require(try runs(Text("a").font(.caption2), on: device.withTextSize(.accessibility3)).first)
        #expect(caption.size == 19)
    }

    /// A Lock Screen keeps iOS proportions: body 17 at Large, caption2 11.
    @Test func phonesKeepIOSProportions() throws {
        let phone = try #require(Device.named("iphone-6.1in"))
        let sizes = try runs(VStack { Text("a").font(.caption2); Text("b").font(.body) }, on: phone, state: DeviceState(renderingMode: .vibrant)).map(\.size)
        #expect(sizes == [11, 17])
        // At another text size the proportions hold: body is the size unstyled text is set at,
        // scaled once, and caption2 keeps 11/17 of it.
        let large = try runs(
            VStack { Text("a"); Text("b").font(.body); Text("c").font(.caption2) }, on: phone.withTextSize(.xxxLarge),
            state: DeviceState(renderingMode: .vibrant)
        ).map(\.size)
        #expect(large.count == 3 && large[0] == large[1] && large[0] > 17, "\(large)")
        #expect(abs(large[2] - TextStyle.caption2.pointSize(bodySize: large[1])) < 0.01, "\(large)")
    }

    /// HIG › Layout: Series 10/11 and Ultra 3 screens; HIG › Widgets: Smart Stack sizes.
    @Test func newWatchesAndSmartStackSizes() throws {
        let screens: [String: PixelSize] = [
            "watch-42mm": PixelSize(width: 374, height: 446), "watch-46mm": PixelSize(width: 416, height: 496),
            "watch-49mm-ultra3": PixelSize(width: 422, height: 514),
        ]
        for (id, pixels) in screens {
            let device = try #require(Device.named(id))
            #expect(device.pixelSize == pixels && device.sizesFrom != nil, "\(id)")
        }
        let stacks: [String: Size] = [
            "watch-40mm": Size(width: 152, height: 69.5), "watch-41mm": Size(width: 165, height: 72.5), "watch-44mm": Size(width: 173, height: 76.5),
            "watch-45mm": Size(width: 184, height: 80.5), "watch-49mm": Size(width: 191, height: 81.5),
        ]
        for (id, size) in stacks { #expect(Device.named(id)?.smartStack == size, "\(id)") }
    }

    /// WidgetRenderingMode and HIG › Widgets: a watch draws in full colour and accented (never
    /// vibrant); an iPhone Lock Screen in vibrant.
    @Test func eachSurfaceOffersItsOwnRenderingModes() {
        for device in Device.builtIn where device.id.hasPrefix("watch-") { #expect(device.renderingModes == [.fullColor, .accented], "\(device.id)") }
        for device in Device.builtIn where device.id.hasPrefix("iphone-") { #expect(device.renderingModes == [.vibrant], "\(device.id)") }
    }

    /// `.secondary` text on black is Apple's secondary label, (141, 141, 147), within 6/255.
    @Test func secondaryTextIsApplesSecondaryLabel() throws {
        let device = try #require(Device.named("watch-45mm"))
        let view = Rectangle().foregroundStyle(.secondary)
        let (_, bitmap) = try renderer.render(view, family: .accessoryRectangular, device: device)
        let p = bitmap.pixel(x: bitmap.width / 2, y: bitmap.height / 2)
        for (got, want) in [(p.r, 141), (p.g, 141), (p.b, 147)] { #expect(abs(Int(got) - want) <= 6, "\(p)") }
    }

    /// HIG › Color › System colors, dark column (June 2025).
    @Test func systemColoursAreTheHIGsDarkValues() {
        let table: [(Color, Int, Int, Int)] = [
            (.red, 255, 66, 69), (.orange, 255, 146, 48), (.yellow, 255, 214, 0), (.green, 48, 209, 88), (.mint, 0, 218, 195),
            (.teal, 0, 210, 224), (.cyan, 60, 211, 254), (.blue, 0, 145, 255), (.indigo, 109, 124, 255), (.purple, 219, 52, 242),
            (.pink, 255, 55, 95), (.brown, 183, 138, 102), (.gray, 142, 142, 147),
        ]
        for (color, r, g, b) in table { #expect(color == Color(r8: r, g8: g, b8: b)) }
    }

    /// `--dynamic-type` names, with AX shorthands; a bad one lists the valid names.
    @Test func dynamicTypeSizesParse() throws {
        #expect(try DynamicTypeSize(parsing: "xLarge") == .xLarge)
        #expect(try DynamicTypeSize(parsing: "ax2") == .accessibility2)
        #expect(throws: ChoiceError.self) { try DynamicTypeSize(parsing: "huge") }
    }

    /// The inline line (docs/fidelity.md): on a watch the system draws an inline complication
    /// as its image and text in the family's font, the text trimmed, the two about 1.6 pt apart
    /// ink to ink (measured on Apple's render of this Label); `.font(.title)` and a stack's
    /// spacing change nothing. The Lock Screen keeps the view's own font and spacing.
    @Test func aWatchDrawsAnInlineComplicationAsOneLineOfImageAndText() throws {
        let watch = try #require(Device.named("watch-45mm")), phone = try #require(Device.named("iphone-6.1in"))
        let label = Label(" 0.0 °C", systemImage: "cloud.rain.fill")
        let stack = HStack(spacing: 12) { Image(systemName: "cloud.rain.fill"); Text(" 0.0 °C").font(.title) }
        let drawn = try renderer.render(label, family: .accessoryInline, device: watch, scale: 3).bitmap
        #expect(try renderer.render(stack, family: .accessoryInline, device: watch, scale: 3).bitmap == drawn)
        // Ink columns: the symbol, then the "0" after a gap.
        let inked = (0..<drawn.width).map { x in
            (0..<drawn.height).reduce(0.0) { max($0, drawn.luma(atByte: ($1 * drawn.width + x) * 4) / 255) }
        }
        let iconStart = try #require(inked.firstIndex { $0 > 0 })
        let iconEnd = try #require(inked[iconStart...].firstIndex { $0 == 0 })
        let textStart = try #require(inked[iconEnd...].firstIndex { $0 > 0 })
        // Edges weighted by coverage, as the Apple render was measured.
        let gap = (Double(textStart) + 1 - inked[textStart] - (Double(iconEnd) - 1 + inked[iconEnd - 1])) / 3
        #expect(abs(gap - 1.6) <= 0.5, "gap \(gap) pt")
        // The title's run (the symbol is drawn as a run of the symbol font too).
        func title(_ view: some View, on device: Device) throws -> TextRun? { try runs(view, .accessoryInline, on: device).last { $0.text.contains("0") } }
        let plain = try #require(try runs(Text("x"), .accessoryInline, on: watch).first).size
        #expect(try title(stack, on: watch)?.size == plain)
        #expect(try title(label, on: watch)?.text == "0.0 °C")
        let phonePlain = try #require(try runs(Text("x"), .accessoryInline, on: phone).first).size
        #expect(try title(stack, on: phone).map(\.size) != phonePlain)
        #expect(try title(label, on: phone)?.text == " 0.0 °C")
    }

    /// An inline slot is "a single row of text and an optional image" (WidgetFamily
    /// .accessoryInline): a body of an image and a text, with no stack, is one row on a watch
    /// and on a Lock Screen. On a watch the row draws no AccessoryWidgetBackground (Apple's
    /// render of the same ZStack has none).
    @Test func anInlineSlotIsOneRowWithNoBackground() throws {
        @ViewBuilder func body() -> some View {
            Image(systemName: "moon.fill")
            Text("119  5hr 19min")
        }
        for id in ["watch-45mm", "iphone-6.1in"] {
            let device = try #require(Device.named(id))
            let placed = try renderer.render(body(), family: .accessoryInline, device: device).layout.root.all.filter { $0.kind.hasPrefix("Image") || $0.kind.hasPrefix("Text") }
            #expect(placed.count == 2, "\(id)")
            if placed.count == 2 {
                #expect(placed[0].frame.maxX <= placed[1].frame.minX && abs(placed[0].frame.midY - placed[1].frame.midY) < 3, "\(id): \(placed.map(\.frame))")
            }
        }
        // A VStack of two texts, as a bench Lock Screen widget wrote it: one row, not two lines
        // squeezed into the slot.
        for id in ["watch-45mm", "iphone-6.1in"] {
            let stacked = VStack { Text("Dec 6"); Text("AAPL") }
            let texts = try renderer.render(stacked, family: .accessoryInline, device: try #require(Device.named(id))).layout.root.all.filter { $0.kind.hasPrefix("Text") }
            #expect(texts.count == 2 && texts[0].frame.maxX <= texts[1].frame.minX && texts[0].frame.minY == texts[1].frame.minY, "\(id): \(texts.map(\.frame))")
        }
        let watch = try #require(Device.named("watch-45mm"))
        let label = Label("Sonidea", systemImage: "mic.fill")
        let withBackground = ZStack { AccessoryWidgetBackground(); label }
        #expect(try renderer.render(withBackground, family: .accessoryInline, device: watch).bitmap == renderer.render(label, family: .accessoryInline, device: watch).bitmap)
    }

    /// Content margins (docs/fidelity.md): a watch keeps 7 pt around a rectangular widget's
    /// content, so a view that fills what it is offered gets 179 × 68 pt of the 45 mm slot's
    /// 193 × 82 (Apple's preview: 179.1 × 68.9); `contentMarginsDisabled()` gives it the whole
    /// slot and `widgetContentMargins` still says 7; a Lock Screen keeps none.
    @Test func aWatchKeepsContentMarginsInARectangularSlot() throws {
        let watch = try #require(Device.named("watch-45mm")), phone = try #require(Device.named("iphone-6.1in"))
        func filled(_ device: Device, disabled: Bool = false) throws -> Rect? {
            let widget = WidgetIdentity(kind: "margins", contentMarginsDisabled: disabled)
            let layout = try renderer.render(Color.red, family: .accessoryRectangular, device: device, widget: widget).layout
            return layout.root.all.first { $0.kind.hasPrefix("Color") }?.frame
        }
        #expect(try filled(watch) == Rect(x: 7, y: 7, width: 179, height: 68))
        #expect(try filled(watch, disabled: true) == Rect(x: 0, y: 0, width: 193, height: 82))
        #expect(try filled(phone) == Rect(x: 0, y: 0, width: 160, height: 72))
        let margins = try SlotRenderer.environment(for: .accessoryRectangular, on: watch, contentMarginsDisabled: true).widgetContentMargins
        #expect(margins == EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7))
        #expect(try SlotRenderer.environment(for: .accessoryCircular, on: watch).widgetContentMargins == EdgeInsets())
    }
}
