import GlanceGraphics
import Testing

@testable import GlanceUI

/// With the fixed-advance measurer a symbol's ink is 5 pt wide and 7 pt tall at size 10.
@MainActor
@Suite struct SymbolLayoutTests {
    @Test func aSymbolIsFramedByItsInkAndSitsOnTheBaseline() {
        let r = layout(HStack(alignment: .firstTextBaseline, spacing: 0) { Image(systemName: "heart.fill").font(ten); Text("x").font(ten) }, in: Size(width: 50, height: 50))
        #expect(r.root[0]?.frame.size == Size(width: 5, height: 7))
        // The text's baseline is 8 pt below its top, the symbol's 7: the symbol starts 1 pt lower.
        #expect(r.root[0]!.frame.minY == r.root[1]!.frame.minY + 1)
        #expect(r.warnings.isEmpty)
    }

    @Test func symbolsDrawFromTheSymbolFontInTheForeground() {
        let r = layout(Image(systemName: "heart.fill").font(ten).foregroundStyle(.red), in: Size(width: 50, height: 50))
        let run = r.displayList.textRuns.first!.run
        #expect(run.glyphs.map(\.id) == [0xF004])
        #expect(run.paint == .color(.red))
    }

    @Test func imageScaleResizesTheSymbolAgainstTheFont() {
        let small = layout(Image(systemName: "star.fill").font(ten).imageScale(.small), in: Size(width: 50, height: 50))
        let large = layout(Image(systemName: "star.fill").font(ten).imageScale(.large), in: Size(width: 50, height: 50))
        #expect(abs(small.displayList.textRuns[0].run.size - 7.8) < 1e-9)
        #expect(abs(large.displayList.textRuns[0].run.size - 12.9) < 1e-9)
    }

    @Test func resizableSymbolsStretchAndScaledToFitKeepsTheirAspect() {
        let stretched = layout(Image(systemName: "heart.fill").resizable().frame(width: 40, height: 10), in: Size(width: 50, height: 50))
        #expect(stretched.root[0]?.frame.size == Size(width: 40, height: 10))
        let fitted = layout(Image(systemName: "heart.fill").resizable().scaledToFit().font(ten).frame(width: 40, height: 40), in: Size(width: 50, height: 50))
        let box = fitted.root[0, 0]!.frame
        // 40 × 5/7 = 28.57 pt wide; reported frames are snapped to the 2× pixel grid.
        #expect(abs(box.width - 40 * 5 / 7) <= 0.5 && box.height == 40)
    }

    @Test func anUnknownNameDrawsACrossedBoxAndWarns() {
        let r = layout(Image(systemName: "no.such.symbol").font(ten), in: Size(width: 50, height: 50))
        #expect(r.displayList.textRuns.isEmpty)
        guard case .stroke = r.displayList.items.first else {
            Issue.record("no missing-symbol box drawn")
            return
        }
        #expect(r.warnings == ["unknown SF Symbol 'no.such.symbol': drawn as a missing-symbol box"])
    }

    @Test func labelPutsTheIconBeforeTheTitle() {
        let r = layout(Label("Rain", systemImage: "cloud.rain.fill").font(ten), in: Size(width: 100, height: 50))
        #expect(r.root.children.map(\.kind) == ["Image \"cloud.rain.fill\"", "Text \"Rain\""])
        #expect(r.root[1]!.frame.minX == r.root[0]!.frame.maxX + 4)
    }

    @Test func everyTableEntryIsAPrivateUseCodePoint() {
        #expect(SymbolTable.codePoints.count >= 60)
        for name in ["sun.max.fill", "cloud.rain.fill", "snowflake", "heart.fill", "flame.fill", "figure.walk", "airplane", "calendar", "book.fill", "gamecontroller.fill", "battery.100", "message.fill"] {
            #expect(SymbolTable.codePoints[name] != nil, "\(name)")
        }
        #expect(SymbolTable.codePoints.values.allSatisfy { (0xF000...0xF2FF).contains($0) })
    }
}
