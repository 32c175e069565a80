import GlanceGraphics
import Synchronization
import Testing

@testable import GlanceUI

/// An asset source with a vector image drawn at any size asked (keeping its vector data or
/// not), a colour with a tinted variant, and a record of the sizes asked for.
final class VectorAssets: AssetSource {
    let asked = Mutex<[Size]>([])

    func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> AssetImage? {
        image(named: name, scale: scale, points: Size(width: 10, height: 5))
    }

    func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom, size: Size) -> AssetImage? {
        asked.withLock { $0.append(size) }
        return name == "vector" ? image(named: name, scale: scale, points: size) : image(named: name, scale: scale, appearance: appearance, idiom: idiom)
    }

    private func image(named name: String, scale: Double, points: Size) -> AssetImage? {
        guard name == "vector" || name == "flat" else { return nil }
        let bitmap = Bitmap(width: Int(points.width * scale), height: Int(points.height * scale), fill: .black)
        return AssetImage(bitmap: bitmap, scale: scale, intent: .template, preservesVectorRepresentation: name == "vector")
    }

    func color(named name: String, appearance: AssetAppearance, idiom: AssetIdiom) -> Color? {
        name == "leaf" ? [.light: Color.green, .dark: .blue, .tinted: .white][appearance] : nil
    }
}

@MainActor
@Suite struct AssetLayoutVectorTests {
    func render(_ view: some View, assets: VectorAssets = VectorAssets(), tinted: Bool = false) -> LayoutResult {
        var env = EnvironmentValues()
        env.displayScale = 2
        env.drawsTintedAssets = tinted
        return ViewRenderer(measurer: FixedAdvanceTextMeasurer(), assets: assets)
            .render(ViewArchiver.archive(view, in: env), in: Size(width: 40, height: 40), environment: env)
    }

    func images(_ r: LayoutResult) -> [ImageItem] {
        var found: [ImageItem] = []
        r.displayList.forEach { item, _, _ in if case .image(let i) = item { found.append(i) } }
        return found
    }

    @Test func aResizableVectorImageIsDrawnAtTheSizeShown() {
        let assets = VectorAssets()
        let drawn = images(render(Image("vector").resizable().frame(width: 30, height: 20), assets: assets))
        #expect(drawn.map(\.rect.size) == [Size(width: 30, height: 20)])
        #expect(drawn.first?.bitmap.size == PixelSize(width: 60, height: 40))  // drawn afresh, not stretched from 20×10
        #expect(assets.asked.withLock { $0 } == [Size(width: 30, height: 20)])
        // Not resizable: its natural size, asked for nothing more.
        let natural = VectorAssets()
        #expect(images(render(Image("vector"), assets: natural)).first?.bitmap.size == PixelSize(width: 20, height: 10))
        #expect(natural.asked.withLock { $0 }.isEmpty)
    }

    @Test func withoutVectorDataItsPixelsAreStretched() {
        let drawn = images(render(Image("flat").resizable().frame(width: 30, height: 20)))
        #expect(drawn.first?.rect.size == Size(width: 30, height: 20) && drawn.first?.bitmap.size == PixelSize(width: 20, height: 10))
    }

    @Test func templateVectorImagesTakeTheForeground() {
        let drawn = images(render(Image("vector").resizable().frame(width: 12, height: 12).foregroundStyle(Color.orange)))
        #expect(drawn.first?.bitmap.color(x: 3, y: 3) == .orange)
    }

    @Test func accentedRenderingAsksForTheTintedAppearance() {
        func fill(_ r: LayoutResult) -> Paint? {
            guard case .fill(_, let paint, _)? = r.displayList.items.first else { return nil }
            return paint
        }
        #expect(fill(render(Color("leaf"))) == .color(.blue))
        #expect(fill(render(Color("leaf"), tinted: true)) == .color(.white))
    }
}

/// SwiftUI's other image initializers and Glance's own for pixels.
@MainActor
@Suite struct ImageSourcesTests {
    @Test func variableValuesAreAccepted() {
        #expect(ViewArchiver.archive(Image(systemName: "wifi", variableValue: 0.5)) == ViewArchiver.archive(Image(systemName: "wifi")))
        #expect(ViewArchiver.archive(Image("Icon", variableValue: 0.5)) == ViewArchiver.archive(Image("Icon")))
        #expect(ViewArchiver.archive(Image(decorative: "Icon", variableValue: nil)) == ViewArchiver.archive(Image("Icon")))
    }

    @Test func pixelsAreDrawnAtTheirScale() {
        let view = Image(bitmap: Bitmap(width: 6, height: 4, fill: .red), scale: 2)
        var env = EnvironmentValues()
        env.displayScale = 2
        let result = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(ViewArchiver.archive(view, in: env), in: Size(width: 20, height: 20), environment: env)
        var rects: [Rect] = []
        result.displayList.forEach { item, _, _ in if case .image(let i) = item { rects.append(i.rect) } }
        #expect(rects.map(\.size) == [Size(width: 3, height: 2)] && result.warnings.isEmpty)
        #expect(Image.isKnownSystemName("heart.fill") && Image.isKnownSystemName("icloud.slash") && !Image.isKnownSystemName("no.such.symbol"))
    }
}
