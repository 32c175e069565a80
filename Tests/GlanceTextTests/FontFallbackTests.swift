import GlanceGraphics
import Testing

@testable import GlanceText

/// Characters the chosen font lacks come from Noto fallback faces found through fontconfig.
@Suite struct FontFallbackTests {
    let engine: TextEngine
    let font = FontDescriptor(size: 16)

    init() throws { engine = try TextEngine() }

    func file(_ id: FontFaceID) -> String { String(id.path.split(separator: "/").last ?? "") }

    @Test(arguments: ["東京 晴れ", "서울", "北京"])
    func cjkMeasuresWithRealGlyphs(_ text: String) {
        let shaped = engine.shape(text, font: font)
        #expect(shaped.width > Double(text.count - 1) * 10)
        #expect(!shaped.glyphs.contains { $0.id == 0 })
        #expect(shaped.fallbackFaces.map(file) == ["NotoSansCJK-Regular.ttc"])
        #expect(engine.width(of: text, font: font) == shaped.width)
        #expect(shaped.inkBounds != nil)
    }

    @Test func mixedTextKeepsLatinInThePrimaryFont() {
        let shaped = engine.shape("Tokyo 東京 12°", font: font)
        let latin = engine.shape("Tokyo ", font: font)
        #expect(file(shaped.face) == "Inter-Regular.otf")
        for glyph in shaped.glyphs {
            let byte = Array("Tokyo 東京 12°".utf8)[glyph.cluster]
            // ASCII and the degree sign (two bytes from 0xC2) are Inter's; the ideographs are Noto's.
            #expect((glyph.face == 0) == (byte < 0xE0), "cluster \(glyph.cluster)")
        }
        // The Latin glyphs and their places are those of the Latin alone.
        #expect(Array(shaped.glyphs.prefix(6).map(\.id)) == latin.glyphs.map(\.id))
        #expect(Array(shaped.glyphs.prefix(6).map(\.x)) == latin.glyphs.map(\.x))
        let runs = shaped.textRuns(origin: .zero, paint: .color(.white))
        #expect(runs.map(\.text) == ["Tokyo ", "東京", " 12°"])
        #expect(runs.map { file($0.font) } == ["Inter-Regular.otf", "NotoSansCJK-Regular.ttc", "Inter-Regular.otf"])
        #expect(abs(runs.reduce(0) { $0 + $1.width } - shaped.width) < 1e-9)
    }

    @Test func boldTextFallsBackToTheBoldCut() {
        let shaped = engine.shape("東京", font: FontDescriptor(size: 16, weight: .bold))
        #expect(shaped.fallbackFaces.map(file) == ["NotoSansCJK-Bold.ttc"])
    }

    @Test func emojiComeFromNotoColorEmoji() throws {
        let shaped = engine.shape("😀 Hi", font: font)
        #expect(shaped.fallbackFaces.map(file) == ["NotoColorEmoji.ttf"])
        #expect(!shaped.glyphs.contains { $0.id == 0 })
        let emoji = try FontRegistry.shared.font(shaped.fallbackFaces[0])
        #expect(emoji.hasColor)
        let image = try #require(ColorGlyphs.shared.image(shaped.glyphs[0].id, in: shaped.fallbackFaces[0]))
        #expect(image.pixelsPerEm == 109)
        #expect(image.bitmap.width > 100)
    }

    @Test func sequencesStayTogether() {
        // A keycap and a flag: every scalar from the emoji face, no box.
        for text in ["1️⃣", "🇯🇵", "👍🏽"] {
            let shaped = engine.shape(text, font: font)
            #expect(!shaped.glyphs.contains { $0.id == 0 }, "\(text)")
            #expect(shaped.glyphs.allSatisfy { $0.face == 1 }, "\(text)")
        }
    }

    @Test(arguments: ["\u{F8FF}", "\u{0378}", "\u{10FFFD}"])
    func characterNoFontHasStaysGlyphZero(_ text: String) {
        let shaped = engine.shape("a" + text, font: font)
        #expect(shaped.glyphs.contains { $0.id == 0 })
        #expect(shaped.fallbackFaces.isEmpty)
    }

    @Test func textTheFontCoversIsUnchanged() {
        let shaped = engine.shape("Hello, world", font: font)
        #expect(shaped.fallbackFaces.isEmpty)
        #expect(shaped.glyphs.allSatisfy { $0.face == 0 })
    }

    @Test func theChoiceIsStable() {
        let style = FontFallback.Style(font)
        let a = FontFallback.shared.face(for: "東", style: style)
        #expect(a == FontFallback.shared.face(for: "東", style: style))
        #expect(a.map(file) == "NotoSansCJK-Regular.ttc")
        #expect(a?.index == 0)  // Noto Sans CJK JP
        #expect(FontFallback.shared.face(for: "\u{0378}", style: style) == nil)
    }
}
