import Foundation
import GlanceCairo
import GlanceFiles
import GlanceGraphics
import GlanceUI
import GlancePreviews
import Testing

@testable import GlanceKit

/// `UIImage` as widgets hand one to `Image(uiImage:)`: PNG data and files, catalog images by
/// name, SF Symbols, and the image view each becomes.
@MainActor @Suite struct UIImageTests {
    let png: Data

    init() throws {
        var bitmap = Bitmap(width: 8, height: 6, fill: .red)
        for x in 0..<4 { bitmap = bitmap.settingBlue(x: x) }
        png = Data(try PNGCodec().encode(bitmap))
    }

    func images(_ view: some View, scale: Double = 2) -> [ImageItem] {
        var env = EnvironmentValues()
        env.displayScale = scale
        env.foregroundStyle = .color(.green)
        let result = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(ViewArchiver.archive(view, in: env), in: Size(width: 40, height: 40), environment: env)
        var found: [ImageItem] = []
        result.displayList.forEach { item, _, _ in if case .image(let i) = item { found.append(i) } }
        return found
    }

    @Test func anEmptyImageDrawsNothingAndTakesNoSpace() {
        #expect(UIImage().size == .zero)
        #expect(images(Image(uiImage: UIImage())).allSatisfy { $0.rect.width == 0 || $0.rect.height == 0 })
    }

    @Test func pngDataBecomesPixelsAtItsScale() throws {
        let one = try #require(UIImage(data: png))
        #expect(one.size == CGSize(width: 8, height: 6) && one.scale == 1 && one.renderingMode == .automatic)
        let two = try #require(UIImage(data: png, scale: 2))
        #expect(two.size == CGSize(width: 4, height: 3))
        let drawn = images(Image(uiImage: two))
        #expect(drawn.map(\.rect.size) == [Size(width: 4, height: 3)])
        #expect(drawn.first?.bitmap.color(x: 0, y: 0) == Color(red: 0, green: 0, blue: 1) && drawn.first?.bitmap.color(x: 7, y: 5) == .red)
        #expect(try PNGCodec().decode(Array(try #require(two.pngData()))) == PNGCodec().decode(Array(png)))
    }

    @Test func jpegDataIsDecodedToo() throws {
        let photo = try #require(UIImage(data: Data(JPEGImageSetTests.photo), scale: 2))
        #expect(photo.size == CGSize(width: 3, height: 2))
    }

    @Test func notAPNGIsNil() {
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: png, scale: 0) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/photo.png") == nil)
    }

    @Test func aFileNamedAt2xIsTwoPixelsAPoint() throws {
        let avatar = try #require(UIImage(contentsOfFile: "\(compatAssetsFolder)/avatar@2x.png"))
        #expect(avatar.scale == 2 && avatar.size == CGSize(width: 24, height: 24))
        #expect(images(Image(uiImage: avatar).resizable().frame(width: 36, height: 36)).map(\.rect.size) == [Size(width: 36, height: 36)])
    }

    @Test func templateRenderingTakesTheForeground() throws {
        let image = try #require(UIImage(data: png)).withRenderingMode(.alwaysTemplate)
        #expect(image.renderingMode == .alwaysTemplate)
        #expect(images(Image(uiImage: image)).first?.bitmap.color(x: 7, y: 5) == .green)
        #expect(images(Image(uiImage: image.withRenderingMode(.alwaysOriginal))).first?.bitmap.color(x: 7, y: 5) == .red)
    }

    @Test func symbolsGlanceDrawsAndOnlyThose() throws {
        let heart = try #require(UIImage(systemName: "heart.fill"))
        #expect(heart.isSymbolImage && heart.pngData() == nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(ViewArchiver.archive(Image(uiImage: heart)) == ViewArchiver.archive(Image(systemName: "heart.fill")))
    }

    @Test func namedImagesComeFromTheProgramsCatalogs() throws {
        BundleAssets.install(try AssetCatalog.load(paths: ["\(compatAssetsFolder)/Assets.xcassets"], codec: PNGCodec(), vectors: VectorImageReader()))
        let mountain = try #require(UIImage(named: "Mountain"))
        #expect(mountain.size == CGSize(width: 32, height: 24) && !mountain.isSymbolImage)
        #expect(ViewArchiver.archive(Image(uiImage: mountain)) == ViewArchiver.archive(Image("Mountain")))
        #expect(UIImage(named: "NoSuchImage") == nil)
    }

    @Test func pixelsTravelInArchives() throws {
        let node = ViewArchiver.archive(Image(uiImage: try #require(UIImage(data: png, scale: 2))).resizable())
        let json = try ViewArchive(root: node).jsonData()
        #expect(try ViewArchive.decode(json: json).root == node)
        let broken = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "\"width\" : 8", with: "\"width\" : 9")
        #expect(throws: ViewArchive.Failure.self) { try ViewArchive.decode(json: Data(broken.utf8)) }
    }
}

extension Bitmap {
    /// This bitmap with the column `x` blue.
    fileprivate func settingBlue(x: Int) -> Bitmap {
        var copy = self
        for y in 0..<height {
            let i = (y * width + x) * 4
            (copy.pixels[i], copy.pixels[i + 1], copy.pixels[i + 2], copy.pixels[i + 3]) = (255, 0, 0, 255)
        }
        return copy
    }
}
