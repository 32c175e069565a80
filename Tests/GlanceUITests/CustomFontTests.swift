import GlanceGraphics
import Testing

@testable import GlanceUI

/// `Font.custom`: the system font at the size asked (Glance has no app fonts), scaling with
/// Dynamic Type relative to a text style unless the size is fixed.
@MainActor @Suite struct CustomFontTests {
    /// The laid-out width of four characters, each half the font size wide.
    func width(_ font: Font) -> Double {
        ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(Text("abcd").font(font), in: Size(width: 400, height: 200)).root.frame.width
    }

    /// The point size the text is shaped at.
    func size(_ font: Font, at size: DynamicTypeSize, scale: TypeScale = .proportional) -> Double? {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        env.typeScale = scale
        let measurer = RecordingMeasurer()
        _ = ViewRenderer(measurer: measurer).render(Text("abcd").font(font), in: Size(width: 400, height: 200), environment: env)
        return measurer.fonts["abcd"]?.size
    }

    @Test func aCustomFontLaysOutAtItsSize() {
        // Four characters, each half the font size wide.
        #expect(width(.custom("DroidKufi-Regular", size: 14)) == 28)
        #expect(width(.custom("DroidKufi-Regular", fixedSize: 14)) == 28)
        #expect(width(.custom("DroidKufi-Regular", size: 14, relativeTo: .caption)) == 28)
    }

    @Test func itScalesWithDynamicTypeUnlessFixed() {
        let growth = TypeScale.proportional.bodyGrowth(from: .large, to: .xxxLarge)
        #expect(growth > 1)
        #expect(size(.custom("Brand", size: 14), at: .large) == 14)
        #expect(size(.custom("Brand", size: 14), at: .xxxLarge) == 14 * growth)
        #expect(size(.custom("Brand", fixedSize: 14), at: .xxxLarge) == 14)
        #expect(size(.system(size: 14), at: .xxxLarge) == 14)
    }

    @Test func itScalesAsTheTextStyleItIsRelativeTo() {
        let title = TypeScale.watch.growth(of: .largeTitle, to: .xxxLarge)
        let caption = TypeScale.watch.growth(of: .caption2, to: .xxxLarge)
        #expect(title != caption)
        #expect(size(.custom("Brand", size: 20, relativeTo: .largeTitle), at: .xxxLarge, scale: .watch) == 20 * title)
        #expect(size(.custom("Brand", size: 20, relativeTo: .caption2), at: .xxxLarge, scale: .watch) == 20 * caption)
        #expect(size(.custom("Brand", size: 20), at: .xxxLarge, scale: .watch) == 20 * TypeScale.watch.growth(of: .body, to: .xxxLarge))
    }
}
