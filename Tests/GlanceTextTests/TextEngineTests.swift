import GlanceGraphics
import Testing

@testable import GlanceText

@Suite struct FontCatalogTests {
    let catalog = FontCatalog.standard

    func file(_ font: FontDescriptor) throws -> String {
        String(try catalog.face(for: font).path.split(separator: "/").last!)
    }

    @Test func requestsMapOntoInterFaces() throws {
        #expect(try file(FontDescriptor(size: 12)) == "Inter-Regular.otf")
        #expect(try file(FontDescriptor(size: 12, weight: .semibold)) == "Inter-SemiBold.otf")
        #expect(try file(FontDescriptor(size: 12, weight: .heavy)) == "Inter-ExtraBold.otf")
        #expect(try file(FontDescriptor(size: 12, weight: .ultraLight, italic: true)) == "Inter-ExtraLightItalic.otf")
        #expect(try file(FontDescriptor(size: 12, italic: true)) == "Inter-Italic.otf")
        #expect(try file(FontDescriptor(size: 12, design: .rounded)) == "Inter-Regular.otf")
    }

    @Test func textStylesMapThroughTheirSizeAndWeight() throws {
        #expect(try file(FontDescriptor(style: .body, bodySize: 17)) == "Inter-Regular.otf")
        #expect(try file(FontDescriptor(style: .headline, bodySize: 17)) == "Inter-SemiBold.otf")
        #expect(try file(FontDescriptor(style: .caption2, bodySize: 17)) == "Inter-Regular.otf")
        #expect(try file(FontDescriptor(style: .title, bodySize: 17)) == "InterDisplay-Regular.otf")
        #expect(try file(FontDescriptor(style: .title3, bodySize: 12)) == "Inter-Regular.otf")
    }

    @Test func largeSizesUseTheDisplayCut() throws {
        #expect(try file(FontDescriptor(size: 19.5, weight: .bold)) == "Inter-Bold.otf")
        #expect(try file(FontDescriptor(size: 20, weight: .bold)) == "InterDisplay-Bold.otf")
        #expect(try file(FontDescriptor(size: 20, weight: .bold, monospacedDigit: true)) == "Inter-Bold.otf")
    }

    @Test func monospacedAndSerifUseDejaVu() throws {
        #expect(try file(FontDescriptor(size: 12, design: .monospaced)) == "DejaVuSansMono.ttf")
        #expect(try file(FontDescriptor(size: 12, weight: .bold, design: .monospaced, italic: true)) == "DejaVuSansMono-BoldOblique.ttf")
        #expect(try file(FontDescriptor(size: 12, design: .serif, italic: true)) == "DejaVuSerif-Italic.ttf")
    }

    @Test func aMissingFontFileIsAClearErrorNamingFileAndPackage() {
        let empty = FontCatalog(
            inter: .init(directories: ["/nonexistent/fonts"], package: "fonts-inter"),
            dejaVu: .init(directories: ["/nonexistent/fonts"], package: "fonts-dejavu-core"))
        #expect(throws: FontError.missingFile(path: "/nonexistent/fonts/Inter-Regular.otf", face: "Inter Regular", package: "fonts-inter")) {
            try empty.face(for: FontDescriptor(size: 12))
        }
        do {
            _ = try TextEngine(catalog: empty)
            Issue.record("engine started without fonts")
        } catch {
            #expect(error.description.contains("fonts-inter"))
            #expect(error.description.contains("/nonexistent/fonts/"))
        }
    }

    @Test func anUnreadableFontFileIsReportedNotCrashed() throws {
        let path = "/tmp/glance-not-a-font-\(UInt32.random(in: 0...UInt32.max)).otf"
        Array("not a font".utf8).withUnsafeBytes { FileManagerShim.write($0, to: path) }
        #expect(throws: FontError.self) { try FontRegistry.shared.font(FontFaceID(path: path)) }
    }
}

@Suite struct ShapingTests {
    let engine: TextEngine
    init() throws { engine = try TextEngine() }

    func width(_ s: String, _ font: FontDescriptor = FontDescriptor(size: 20)) -> Double {
        engine.shape(s, font: font).width
    }

    @Test func kerningTightensPairs() {
        #expect(width("AV") < width("A") + width("V") - 0.5)
    }

    @Test func tabularDigitsHaveEqualWidthsOnlyOnRequest() {
        let tab = FontDescriptor(size: 20, monospacedDigit: true)
        #expect(abs(width("1111", tab) - width("0000", tab)) < 1e-9)
        #expect(width("1111") < width("0000") - 1)
    }

    @Test func contextualAlternatesChangeTheColonBetweenDigits() {
        let font = FontDescriptor(size: 20)
        let time = engine.shape("12:30", font: font).glyphs[2].id
        let prose = engine.shape("ab:cd", font: font).glyphs[2].id
        #expect(time != prose)
    }

    @Test func metricsAreProportionalAndOrdered() {
        let m = engine.metrics(for: FontDescriptor(size: 10))
        let m2 = engine.metrics(for: FontDescriptor(size: 20, monospacedDigit: true))
        #expect(m.ascent > m.capHeight && m.capHeight > m.xHeight && m.xHeight > 0 && m.descent > 0)
        #expect(abs(m2.lineHeight - 2 * m.lineHeight) < 1e-9)
        #expect(m.lineHeight > 11 && m.lineHeight < 13)
    }

    @Test func glyphsCarryUTF8ClustersAndAscendingPositions() {
        let shaped = engine.shape("72°C", font: FontDescriptor(size: 14))
        #expect(shaped.glyphs.map(\.cluster) == [0, 1, 2, 4])
        #expect(zip(shaped.glyphs, shaped.glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
        #expect(abs(shaped.width - shaped.glyphs.reduce(0) { $0 + $1.advance }) < 1e-9)
        #expect(shaped.size == 14 && shaped.face.path.hasSuffix("Inter-Regular.otf"))
    }

    /// A run kept from one size serves every size, and tabular digits are kept apart: each
    /// shaping is what an engine with no run cache gives.
    @Test func runsKeptAtOneSizeAreWhatShapingAtAnotherGives() throws {
        let uncached = try TextEngine()
        uncached.cacheLimit = 0
        let text = "Cupertino 10:41"
        _ = engine.shape(text, font: FontDescriptor(size: 10))
        for font in [FontDescriptor(size: 15), FontDescriptor(size: 10), FontDescriptor(size: 10, monospacedDigit: true), FontDescriptor(size: 15)] {
            #expect(engine.shape(text, font: font) == uncached.shape(text, font: font), "\(font)")
        }
        let big = engine.shape(text, font: FontDescriptor(size: 15)), small = engine.shape(text, font: FontDescriptor(size: 10))
        // Widths scale with the size, but for the stand-in's tracking, the table's at each size.
        let tracked = Double(big.glyphs.filter { $0.advance != 0 }.count)
        let untracked = { (run: ShapedText) in run.width - self.engine.catalog.standInTracking(for: FontDescriptor(size: run.size)) * run.size * tracked }
        #expect(abs(untracked(big) - untracked(small) * 1.5) < 1e-9)
        #expect(engine.shape(text, font: FontDescriptor(size: 10, monospacedDigit: true)).width != small.width, "tabular digits are their own run")
    }

    @Test func inkBoundsSpanTheGlyphsAboveAndBelowTheBaseline() throws {
        let font = FontDescriptor(size: 20)
        let h = try #require(engine.shape("H", font: font).inkBounds)
        let cap = engine.metrics(for: font).capHeight
        #expect(abs(h.minY + cap) < 0.05 && abs(h.maxY) < 0.05)
        let g = try #require(engine.shape("g", font: font).inkBounds)
        #expect(g.maxY > 2)
        #expect(engine.shape(" ", font: font).inkBounds == nil)
    }

    @Test func theSymbolFamilyDrawsFromFontAwesome() throws {
        var font = FontDescriptor(size: 20)
        font.family = .symbols
        let heart = engine.shape("\u{F004}", font: font)
        #expect(heart.face.path.hasSuffix("FontAwesome.otf"))
        #expect(heart.glyphs.count == 1 && heart.glyphs[0].id != 0)
        let ink = try #require(heart.inkBounds)
        #expect(ink.width > 15 && ink.height > 12)
    }

    @Test func emptyStringShapesToNothing() {
        let shaped = engine.shape("", font: FontDescriptor(size: 12))
        #expect(shaped.glyphs.isEmpty && shaped.width == 0 && shaped.metrics.ascent > 0)
    }

    @Test func enginesOnSeveralThreadsShareFontsSafely() async throws {
        try await withThrowingTaskGroup(of: Double.self) { group in
            for i in 0..<8 {
                group.addTask {
                    let engine = try TextEngine()
                    var total = 0.0
                    for n in 0..<200 { total += engine.shape("Line \(n) of \(i)", font: FontDescriptor(size: Double(10 + i))).width }
                    return total
                }
            }
            for try await total in group { #expect(total > 0) }
        }
    }
}

/// Writes test fixture bytes without Foundation's file API differences across platforms.
enum FileManagerShim {
    static func write(_ bytes: UnsafeRawBufferPointer, to path: String) {
        let file = fopen(path, "wb")!
        fwrite(bytes.baseAddress, 1, bytes.count, file)
        fclose(file)
    }
}

#if canImport(Glibc)
import Glibc
#endif
