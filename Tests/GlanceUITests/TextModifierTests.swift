import Foundation
import GlanceKit
import GlanceGraphics
import Testing

@testable import GlanceUI

/// Remembers the font each string was shaped in, to see what reached a text.
final class RecordingMeasurer: TextMeasurer, @unchecked Sendable {
    private let base = FixedAdvanceTextMeasurer()
    private(set) var fonts: [String: FontDescriptor] = [:]

    func metrics(for font: FontDescriptor) -> FontMetrics { base.metrics(for: font) }

    func shape(_ text: String, font: FontDescriptor) -> ShapedText {
        fonts[text] = font
        return base.shape(text, font: font)
    }
}

/// The text modifiers declared on View reach every Text inside; a Text's own wins.
@MainActor
@Suite struct TextModifierTests {
    func fonts<V: View>(_ view: V) -> [String: FontDescriptor] {
        let measurer = RecordingMeasurer()
        _ = ViewRenderer(measurer: measurer).render(view, in: Size(width: 300, height: 200))
        return measurer.fonts
    }

    @Test func boldOnAStackReachesNestedTextsAndATextsOwnWeightWins() {
        let f = fonts(VStack { HStack { Text("deep") }; Text("light").fontWeight(.light); Text("plain").bold(false) }.bold())
        #expect(f["deep"]?.weight == .bold)
        #expect(f["light"]?.weight == .light)
        // Text.bold(false) asks for nothing, so the stack's bold applies.
        #expect(f["plain"]?.weight == .bold)
        let undone = fonts(VStack { Text("a").bold(false) }.bold())
        #expect(undone["a"]?.weight == .bold)
        #expect(fonts(VStack { VStack { Text("b") }.bold(false) }.bold())["b"]?.weight == .regular)
    }

    @Test func italicDigitsDesignAndFontReachNestedTexts() {
        let f = fonts(
            VStack {
                Text("i")
                Text("upright").italic(false)
                Text("serif").fontDesign(.serif)
                VStack { Text("plain") }.italic(false).monospaced(false)
            }
            .italic().monospacedDigit().monospaced().font(.caption).fontWeight(.heavy))
        // Outside a slot, text styles are the default watch's: caption is watchOS's 15 pt at Large, in SF Compact.
        var caption = FontDescriptor(size: 15, weight: .heavy, design: .monospaced, italic: true, monospacedDigit: true)
        caption.compact = true
        #expect(f["i"] == caption)
        // Text.italic(false) asks for nothing; the stack's italic applies.
        #expect(f["upright"]?.italic == true)
        #expect(f["serif"]?.design == .serif)
        caption.design = .default
        caption.italic = false
        #expect(f["plain"] == caption)
        #expect(fonts(VStack { Text("r") }.fontDesign(.rounded))["r"]?.design == .rounded)
    }

    @Test func trackingAndKerningSpaceOutCharacters() {
        // Size 10: 5 pt per character.
        let tracked = layout(Text("abcd").font(ten).tracking(2), in: Size(width: 200, height: 40))
        #expect(tracked.root.frame.width == 28)
        #expect(tracked.displayList.textRuns[0].run.glyphs.map(\.position.x) == [0, 7, 14, 21])
        let kerned = layout(VStack { Text("ab") }.font(ten).kerning(-1), in: Size(width: 200, height: 40))
        #expect(kerned.root.frame.width == 8)
        // Tracking wins over kerning; a Text's own spacing over its stack's.
        #expect(layout(VStack { Text("ab") }.font(ten).kerning(3).tracking(1), in: Size(width: 200, height: 40)).root.frame.width == 12)
        #expect(layout(VStack { Text("ab").tracking(0.5) }.font(ten).tracking(4), in: Size(width: 200, height: 40)).root.frame.width == 11)
    }

    @Test func trackingWrapsAndTruncatesWithTheWiderCharacters() {
        // 10 characters of 5 pt + 1 pt each: 60 pt, in a 40 pt line.
        let r = layout(Text("aaaa bbbbb").font(ten).tracking(1).lineLimit(1), in: Size(width: 40, height: 40))
        let run = r.displayList.textRuns[0].run
        #expect(run.text.hasSuffix("…") && run.width <= 40)
    }

    @Test func textCaseChangesTheCharactersShownAndCanBeTurnedOffInside() {
        let r = layout(VStack { Text("Hello"); Text("Keep").textCase(nil); Text("MIXED").textCase(.lowercase) }.textCase(.uppercase), in: Size(width: 200, height: 60))
        #expect(r.displayList.textRuns.map(\.run.text) == ["HELLO", "Keep", "mixed"])
    }

    @Test func underlineAndStrikethroughDrawLinesAsWideAsTheText() {
        let r = layout(VStack { Text("under") }.font(ten).underline(color: .red), in: Size(width: 100, height: 20))
        let strokes = r.displayList.items.compactMap { if case .stroke(let p, let paint, let s) = $0 { (p.boundingRect, paint, s) } else { nil } }
        #expect(strokes.count == 1)
        let text = r.displayList.textRuns[0].run
        #expect(strokes[0].0.minX == text.origin.x && strokes[0].0.width == 25 && strokes[0].0.minY > text.origin.y)
        #expect(strokes[0].1 == .color(.red))
        let struck = layout(Text("gone").font(ten).strikethrough(pattern: .dash), in: Size(width: 100, height: 20))
        let line = struck.displayList.items.compactMap { if case .stroke(let p, _, let s) = $0 { (p.boundingRect, s) } else { nil } }
        #expect(line.count == 1 && line[0].0.minY < struck.displayList.textRuns[0].run.origin.y && !line[0].1.dash.isEmpty)
    }

    @Test func viewLevelTextModifiersArchiveAsEnvironmentChangesAndRenderTheSameFromJSON() throws {
        let view = VStack { Text("Price"); Text("12.50").fontWeight(.light) }
            .bold().italic().monospacedDigit().kerning(1).tracking(0.5).textCase(.uppercase).underline().font(.caption)
        let node = ViewArchiver.archive(view)
        var options: [TextOption] = []
        var weights: [FontWeight?] = []
        var n = node
        while case .modified(let inner, let modifier) = n {
            if case .textOption(let o) = modifier { options.append(o) }
            if case .fontWeight(let w) = modifier { weights.append(w) }
            n = inner
        }
        #expect(Set(options) == [.italic(true), .monospacedDigit(true), .kerning(1), .tracking(0.5), .textCase(.uppercase), .underline(.single)])
        #expect(weights == [.bold])
        let back = try ViewArchive.decode(json: try ViewArchive(root: node).jsonData()).root
        #expect(back == node)
        let renderer = ViewRenderer(measurer: FixedAdvanceTextMeasurer())
        #expect(renderer.render(back, in: Size(width: 200, height: 60)).displayList == renderer.render(view, in: Size(width: 200, height: 60)).displayList)
    }

    @Test func textLevelAttributesArchiveOnTheTextAndJoinedTextsKeepTheirOwn() throws {
        let joined = Text("a").kerning(2) + Text("b").underline() + Text("c").monospaced()
        guard case .text(let node) = ViewArchiver.archive(joined), case .concatenated(let parts) = node.content else {
            Issue.record("not a concatenated text")
            return
        }
        #expect(parts.map(\.kerning) == [2, nil, nil])
        #expect(parts.map(\.underline) == [nil, .single, nil])
        #expect(parts.map(\.design) == [nil, nil, .monospaced])
        let r = layout(joined.font(ten), in: Size(width: 100, height: 20))
        #expect(r.root.frame.width == 17)
    }
}
