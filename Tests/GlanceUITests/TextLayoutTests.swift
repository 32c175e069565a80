import GlanceGraphics
import Testing

@testable import GlanceUI

/// Text layout with 5 pt characters and 10 pt lines.
@MainActor
@Suite struct TextLayoutTests {
    func lines(_ r: LayoutResult) -> [String] { r.displayList.textRuns.map(\.run.text) }

    @Test func wrapsByWordsToTheOfferedWidth() {
        let r = layout(Text("Hello big world").font(ten).frame(width: 40), in: Size(width: 100, height: 100))
        #expect(lines(r) == ["Hello", "big", "world"])
        #expect(r.root[0]?.frame.size == Size(width: 25, height: 30))
    }

    @Test func keepsWordsTogetherWhileTheyFit() {
        let r = layout(Text("ab cd ef").font(ten).frame(width: 25), in: Size(width: 100, height: 100))
        #expect(lines(r) == ["ab cd", "ef"])
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        let r = layout(Text("abcdefgh").font(ten).frame(width: 20), in: Size(width: 100, height: 100))
        #expect(lines(r) == ["abcd", "efgh"])
    }

    @Test func spacesEndingTheTextCountTowardItsWidth() {
        let r = layout(HStack(spacing: 0) { Text("in ").font(ten); Text("5").font(ten) }.frame(width: 60), in: Size(width: 60, height: 20))
        #expect(r.root[0, 0]?.frame.width == 15)
        #expect(r.root[0, 1]!.frame.minX == r.root[0, 0]!.frame.maxX)
    }

    @Test func newlinesStartNewLines() {
        let r = layout(Text("a\nbb").font(ten), in: Size(width: 100, height: 100))
        #expect(lines(r) == ["a", "bb"])
        #expect(r.root.frame.size == Size(width: 10, height: 20))
    }

    @Test func lineLimitTruncatesTheLastLineWithTheRest() {
        let r = layout(Text("one two three four").font(ten).lineLimit(2).frame(width: 40), in: Size(width: 100, height: 100))
        #expect(lines(r) == ["one two", "three f…"])
    }

    @Test func theOfferedHeightLimitsLinesToo() {
        let r = layout(Text("one two three").font(ten).frame(width: 25, height: 20), in: Size(width: 100, height: 100))
        #expect(lines(r) == ["one", "two…"])
    }

    @Test func linesAlignByMultilineTextAlignment() {
        let r = layout(
            Text("aaaa b").font(ten).multilineTextAlignment(.center).frame(width: 25), in: Size(width: 25, height: 40), scale: 2)
        let runs = r.displayList.textRuns.map(\.run)
        #expect(runs.map(\.text) == ["aaaa", "b"])
        #expect(runs[1].origin.x - runs[0].origin.x == 7.5)
        let trailing = layout(Text("aaaa b").font(ten).multilineTextAlignment(.trailing).frame(width: 25), in: Size(width: 25, height: 40))
        #expect(trailing.displayList.textRuns[1].run.origin.x == trailing.displayList.textRuns[0].run.origin.x + 15)
    }

    @Test func truncationCanCutTheHeadOrTheMiddle() {
        let head = layout(Text("abcdefghij").font(ten).lineLimit(1).truncationMode(.head).frame(width: 30), in: Size(width: 100, height: 100))
        #expect(lines(head) == ["…fghij"])
        let middle = layout(Text("abcdefghij").font(ten).lineLimit(1).truncationMode(.middle).frame(width: 30), in: Size(width: 100, height: 100))
        #expect(lines(middle) == ["abc…ij"])
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() {
        let r = layout(Text("ABCDEFGHIJ").font(ten).lineLimit(1).minimumScaleFactor(0.5).frame(width: 40), in: Size(width: 100, height: 100))
        let run = r.displayList.textRuns[0].run
        #expect(run.text == "ABCDEFGHIJ")
        #expect(abs(run.size - 8) < 0.05)
    }

    @Test func textTooLongEvenAtTheMinimumScaleIsTruncatedAtThatScale() {
        let r = layout(Text("ABCDEFGHIJ").font(ten).lineLimit(1).minimumScaleFactor(0.5).frame(width: 20), in: Size(width: 100, height: 100))
        let run = r.displayList.textRuns[0].run
        #expect(run.size == 5)
        #expect(run.text == "ABCDEFG…")
    }

    @Test func anUnspecifiedWidthSetsOneLinePerParagraph() {
        let tree = LayoutTreeBuilder(measurer: FixedAdvanceTextMeasurer()).build(ViewArchiver.archive(Text("a b c d").font(ten)), EnvironmentValues())
        #expect(tree.size(for: .unspecified) == Size(width: 35, height: 10))
    }

    @Test func lastTextBaselineFollowsTheLastLine() {
        let r = layout(
            HStack(alignment: .lastTextBaseline, spacing: 0) {
                Text("aa bb").font(ten).frame(width: 10)
                Text("c").font(ten)
            }, in: Size(width: 100, height: 100))
        #expect(r.root[1]!.frame.minY == r.root[0]!.frame.minY + 10)
    }

    @Test func fontDesignReachesTextInside() {
        let r = layout(VStack { Text("a").font(ten) }.fontDesign(.monospaced), in: Size(width: 50, height: 50))
        #expect(r.displayList.textRuns.count == 1)
        let env = { var e = EnvironmentValues(); e.fontDesign = .rounded; return e }()
        #expect(env.resolvedFont(for: TextNode("x")).design == .rounded)
        #expect(env.resolvedFont(for: TextNode("x", font: .system(size: 9, design: .serif))).design == .serif)
    }
}

/// A text placed at the size it measured draws the lines it measured.
@MainActor
@Suite struct TextDrawsWhatItMeasuredTests {
    /// Cut lines are chosen by the sum of their characters, narrower once kerned with "…": the
    /// line measured in an offer of 21 pt is 18 pt wide, and fitted again in 18 pt it would be
    /// cut one character sooner. Every width from 10 to 60 pt, in each truncation mode.
    @Test func aCutLineIsDrawnAsMeasured() {
        for mode in TruncationMode.allCases {
            for width in stride(from: 10.0, through: 60, by: 0.5) {
                let view = Text("one two three").font(ten).lineLimit(1).truncationMode(mode).frame(width: width)
                var env = EnvironmentValues()
                env.displayScale = 2
                let r = ViewRenderer(measurer: KerningTextMeasurer()).render(view, in: Size(width: 100, height: 40), environment: env)
                let fitter = TextFitter(
                    string: "one two three", font: FontDescriptor(size: 10),
                    options: { var o = TextLayoutOptions(); o.lineLimit = 1; o.truncationMode = mode; return o }(),
                    measurer: KerningTextMeasurer())
                let measured = fitter.fit(width: width, height: 40)
                #expect(r.displayList.textRuns.map(\.run.text) == measured.lines.map(\.text), "\(mode) in \(width) pt")
                #expect(r.root[0]?.frame.width == measured.width)
            }
        }
    }
}
