import GlanceGraphics
import Testing

@testable import GlanceUI

/// An asset source with one 2x and one 3x image, a template image and a light/dark colour.
private struct FakeAssets: AssetSource {
    func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> AssetImage? {
        switch name {
        case "icon": scale >= 3 ? AssetImage(bitmap: Bitmap(width: 30, height: 15, fill: .red), scale: 3) : AssetImage(bitmap: Bitmap(width: 20, height: 10, fill: .red), scale: 2)
        case "glyph": AssetImage(bitmap: Bitmap(width: 4, height: 4, fill: .black), scale: 2, intent: .template)
        default: nil
        }
    }

    func color(named name: String, appearance: AssetAppearance, idiom: AssetIdiom) -> Color? {
        name == "bg" ? (appearance == .dark ? .blue : .yellow) : nil
    }
}

@MainActor
@Suite struct AssetLayoutTests {
    func render(_ node: ViewNode, scheme: ColorScheme = .dark, scale: Double = 2) -> LayoutResult {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        env.displayScale = scale
        return ViewRenderer(measurer: FixedAdvanceTextMeasurer(), assets: FakeAssets()).render(node, in: Size(width: 40, height: 40), environment: env)
    }

    func images(_ r: LayoutResult) -> [ImageItem] {
        var found: [ImageItem] = []
        r.displayList.forEach { item, _, _ in if case .image(let i) = item { found.append(i) } }
        return found
    }

    @Test func imagesAreTheirPixelsOverTheirScale() {
        #expect(images(render(ViewArchiver.archive(Image("icon")))).map(\.rect.size) == [Size(width: 10, height: 5)])
        #expect(images(render(ViewArchiver.archive(Image("icon")), scale: 3)).map(\.bitmap.width) == [30])
        let stretched = render(ViewArchiver.archive(Image("icon").resizable()))
        #expect(images(stretched).map(\.rect) == [Rect(x: 0, y: 0, width: 40, height: 40)])
        let fitted = render(ViewArchiver.archive(Image("icon").resizable().scaledToFit()))
        #expect(images(fitted).map(\.rect) == [Rect(x: 0, y: 10, width: 40, height: 20)])
    }

    @Test func templateImagesTakeTheForegroundAndOriginalOnesKeepTheirColours() {
        let tinted = images(render(ViewArchiver.archive(Image(decorative: "glyph").foregroundStyle(Color.green))))
        #expect(tinted.first?.bitmap.color(x: 1, y: 1) == .green)
        let original = images(render(ViewArchiver.archive(Image("glyph").renderingMode(.original).foregroundStyle(Color.green))))
        #expect(original.first?.bitmap.color(x: 1, y: 1) == .black)
        let forced = images(render(ViewArchiver.archive(Image(.init(name: "icon")).renderingMode(.template).foregroundStyle(Color.green))))
        #expect(forced.first?.bitmap.color(x: 0, y: 0) == .green)
    }

    @Test func namedColoursFollowTheColourScheme() {
        func fill(_ r: LayoutResult) -> Paint? {
            guard case .fill(_, let paint, _)? = r.displayList.items.first else { return nil }
            return paint
        }
        #expect(fill(render(ViewArchiver.archive(Color("bg")))) == .color(.blue))
        #expect(fill(render(ViewArchiver.archive(Color("bg")), scheme: .light)) == .color(.yellow))
        #expect(fill(render(ViewArchiver.archive(Rectangle().fill(Color(ColorResource(name: "bg")).opacity(0.5))))) == .color(Color.blue.opacity(0.5)))
    }

    @Test func missingNamesDrawPlaceholdersAndWarnOnce() {
        let r = render(ViewArchiver.archive(VStack { Image("nope"); Image("nope"); Color("gone"); Text("x").foregroundStyle(Color("gone")) }))
        #expect(r.warnings == [
            "unknown image 'nope' in the asset catalogs: drawn as a magenta box",
            "unknown colour 'gone' in the asset catalogs: drawn magenta",
        ])
        #expect(images(r).isEmpty)
        #expect(r.root.all.contains { $0.kind == "Image \"nope\"" && $0.frame.size == Size(width: 24, height: 24) })
    }

    @Test func namedAssetsSurviveTheArchive() throws {
        let node = ViewArchiver.archive(Image("Weather/sun").resizable().foregroundStyle(Color("bg").opacity(0.5)))
        let data = try ViewArchive(root: node).jsonData()
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"name\" : \"Weather/sun\"") && json.contains("\"asset\" : \"bg\"") && json.contains("\"opacity\" : 0.5"))
        #expect(try ViewArchive.decode(json: data).root == node)
    }
}
