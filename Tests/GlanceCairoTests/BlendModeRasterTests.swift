import GlanceGraphics
import Testing

@testable import GlanceCairo

/// Groups with a blend operator are composited onto what is below them with that operator, on
/// the plain cairo path, alone and on a retained canvas.
@Suite struct BlendModeRasterTests {
    let cairo = CairoRasterizer(fastPaths: .all)
    let box = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    let inner = Path(rect: Rect(x: 2, y: 2, width: 6, height: 6))

    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)
    static let grey = Color(red: 0.5, green: 0.5, blue: 0.5)

    /// `below` filling the canvas, then `above` filling the inner box blended by `blend`: the
    /// pixel at the centre.
    func centre(_ below: Color?, _ above: Color, _ blend: BlendOperator, background: Color = .clear) throws -> [UInt8] {
        var items: [DisplayItem] = below.map { [.fill(box, .color($0))] } ?? []
        items.append(.group(DisplayGroup(blend: blend, items: [.fill(inner, .color(above))])))
        let b = try cairo.rasterize(DisplayList(size: Size(width: 10, height: 10), items: items), scale: 1, background: background)
        let p = b.pixel(x: 5, y: 5)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func darkeningModes() throws {
        #expect(try centre(Self.white, Self.red, .multiply) == [255, 0, 0, 255], "multiply of red over white is red")
        #expect(try centre(Self.grey, Self.red, .darken)[1] < 130)
        #expect(try centre(Self.green, Self.red, .darken) == [0, 0, 0, 255])
        #expect(try centre(Self.white, Self.grey, .colorBurn)[0] > 250, "burning white leaves white")
        // plusDarker is drawn as multiply (no cairo operator): darker than either, never lighter.
        #expect(try centre(Self.grey, Self.grey, .plusDarker)[0] < 128)
    }

    @Test func lighteningModes() throws {
        #expect(try centre(Self.blue, Self.black, .screen) == [0, 0, 255, 255], "screen of black leaves what is below")
        #expect(try centre(Self.blue, Self.red, .screen) == [255, 0, 255, 255])
        #expect(try centre(Self.red, Self.green, .lighten) == [255, 255, 0, 255])
        #expect(try centre(Self.red, Self.green, .plusLighter) == [255, 255, 0, 255], "plus lighter adds")
        #expect(try centre(Self.black, Self.grey, .colorDodge)[0] == 0, "dodging black leaves black")
    }

    @Test func contrastAndDifferenceModes() throws {
        #expect(try centre(Self.red, Self.white, .difference) == [0, 255, 255, 255], "white minus red is cyan")
        #expect(try centre(Self.red, Self.red, .difference) == [0, 0, 0, 255])
        #expect(try centre(Self.white, Self.white, .exclusion) == [0, 0, 0, 255])
        // Overlay of mid grey leaves what is below; of white over a dark grey, it lightens it.
        let dark = Color(red: 0.25, green: 0.25, blue: 0.25)
        let overlay = try centre(dark, Self.grey, .overlay)
        #expect((62...66).contains(overlay[0]), "\(overlay)")
        #expect(try centre(dark, Self.white, .overlay)[0] > 120)
        #expect(try centre(Self.black, Self.white, .softLight)[0] < 10, "soft light keeps black black")
        #expect(try centre(Self.grey, Self.white, .hardLight)[0] == 255, "hard light with white is screen: white")
    }

    @Test func componentModes() throws {
        // The hue of blue over red turns red blue at red's luminosity; white's luminosity over
        // red is white.
        let hue = try centre(Self.red, Self.blue, .hue)
        #expect(hue[2] > hue[0] && hue[2] > hue[1], "\(hue)")
        let saturation = try centre(Self.red, Self.grey, .saturation)
        #expect(saturation[0] == saturation[1] && saturation[1] == saturation[2], "a grey's saturation greys: \(saturation)")
        let color = try centre(Self.grey, Self.red, .color)
        #expect(color[0] > color[1] && color[0] > color[2], "\(color)")
        let luminosity = try centre(Self.red, Self.white, .luminosity)
        #expect(luminosity == [255, 255, 255, 255], "\(luminosity)")
    }

    @Test func compositingModes() throws {
        // Over nothing, source-atop draws nothing; over red, it draws.
        #expect(try centre(nil, Self.green, .sourceAtop)[3] == 0)
        #expect(try centre(Self.red, Self.green, .sourceAtop) == [0, 255, 0, 255])
        #expect(try centre(Self.red, Self.green, .destinationOver) == [255, 0, 0, 255], "drawn behind the red")
        #expect(try centre(nil, Self.green, .destinationOver) == [0, 255, 0, 255])
        #expect(try centre(Self.red, Self.green, .destinationOut)[3] == 0, "destination-out cuts a hole")
        // Outside the cut, the red stays.
        let items: [DisplayItem] = [.fill(box, .color(Self.red)), .group(DisplayGroup(blend: .destinationOut, items: [.fill(inner, .color(Self.green))]))]
        let b = try cairo.rasterize(DisplayList(size: Size(width: 10, height: 10), items: items), scale: 1, background: .clear)
        #expect(b.pixel(x: 0, y: 0).r == 255 && b.pixel(x: 0, y: 0).a == 255)
    }

    /// A blended group is not the same list as a plain one: a retained canvas draws it again.
    @Test func aBlendedGroupIsUnlikeAPlainOne() {
        #expect(DisplayGroup(blend: .multiply, items: []) != DisplayGroup(items: []))
    }

    /// A retained canvas, drawing each frame into the buffer of the frame before last cleared
    /// only where that held ink, draws a blended group over the pixels below it as a fresh
    /// canvas does, changes under the group and away from it alike (`.copy` and
    /// `.destinationOut` reach all that the group's clip lets through).
    @Test(arguments: [BlendOperator.multiply, .difference, .destinationOut, .screen, .copy])
    func retainedDrawingAroundABlendedGroupMatchesFreshDrawing(_ blend: BlendOperator) throws {
        let retained = CairoRasterizer(fastPaths: .all)
        let fresh = CairoRasterizer(fastPaths: .all)
        let size = Size(width: 40, height: 20)
        func list(_ below: Color, _ at: Double, far: Color = Self.blue) -> DisplayList {
            DisplayList(size: size, items: [
                .fill(Path(rect: Rect(x: at, y: 2, width: 6, height: 6)), .color(below)),
                .fill(Path(rect: Rect(x: 30, y: 12, width: 4, height: 4)), .color(far)),
                .group(DisplayGroup(blend: blend, items: [.fill(Path(rect: Rect(x: 0, y: 0, width: 20, height: 10)), .color(Self.grey))])),
            ])
        }
        // Changes away from the group first, then under it.
        let frames = [
            list(Self.red, 2), list(Self.red, 2, far: Self.red), list(Self.red, 2, far: Self.white), list(Self.red, 2, far: Self.green),
            list(Self.red, 2, far: Self.red), list(Self.green, 2), list(Self.green, 9), list(Self.white, 4), list(Self.red, 2),
        ]
        for (i, frame) in frames.enumerated() {
            let kept = try retained.rasterize(frame, scale: 2, background: Self.black, retainingAs: "slot")
            let whole = try fresh.rasterize(frame, scale: 2, background: Self.black)
            #expect(kept == whole, "\(blend) frame \(i)")
        }
    }
}
