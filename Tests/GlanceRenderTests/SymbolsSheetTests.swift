import GlanceGraphics
import GlanceText
import GlanceUI
import Testing
@testable import glance

/// `glance symbols -o`: every name on the sheet is shown whole.
@Suite struct SymbolsSheetTests {
    @Test func everyKnownNameIsShownWholeOnAtMostTwoLinesThatFit() throws {
        let measurer = try TextEngine()
        let font = FontDescriptor(size: 8)
        var twoLines = 0
        for name in Image.knownSystemNames {
            let lines = SymbolsCommand.label(name, width: 86, measurer: measurer)
            #expect(lines.joined() == name && (1...2).contains(lines.count), "\(name): \(lines)")
            // Each line fits its cell at the sheet's size, or shrinks by at most the 0.7 the sheet allows.
            for line in lines { #expect(measurer.width(of: line, font: font) * 0.7 <= 86, "\(name): “\(line)”") }
            if lines.count == 2 { twoLines += 1 }
        }
        #expect(twoLines > 0, "the longest names break after a dot")
        #expect(SymbolsCommand.label("arrow.counterclockwise", width: 86, measurer: measurer) == ["arrow.", "counterclockwise"])
    }
}
