import GlanceGraphics
import Testing

@testable import GlanceUI

/// A label's icon and title, placed as Apple's renders place them (docs/fidelity.md, "A label
/// on iPhone").
@MainActor
@Suite struct LabelLayoutTests {
    func render(_ view: some View, idiom: AssetIdiom) -> LayoutResult {
        var env = EnvironmentValues()
        env.assetIdiom = idiom
        env.displayScale = 3
        return ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(view, in: Size(width: 250, height: 24), environment: env)
    }

    /// On iPhone and iPad, at 11 and 17 pt (the two renders' sizes), the icon is centred in a
    /// box 1.39 em wide and the title starts 5 pt after the box, whatever the icon's width,
    /// within a pixel (frames are aligned to the @3x pixel grid).
    @Test(arguments: [11.0, 17.0])
    func onIPhoneTheIconSitsInABoxAndTheTitleFollowsIt(size: Double) {
        for idiom in [AssetIdiom.iphone, .ipad] {
            for symbol in ["bolt.fill", "lock", "calendar"] {
                let r = render(Label("No connection", systemImage: symbol).font(.system(size: size)).fixedSize(), idiom: idiom)
                let title = r.displayList.textRuns.first { $0.run.text == "No connection" }!.run
                let stack = r.root.frame
                #expect(abs(title.origin.x - (stack.minX + 1.39 * size + 5)) <= 1.0 / 3, "\(idiom) \(symbol) at \(size) pt")
                let icon = r.root.all.first { $0.kind.hasPrefix("Image") }!.frame
                #expect(abs(icon.midX - (stack.minX + 1.39 * size / 2)) <= 1.0 / 3)
            }
        }
    }

    /// On a watch, and any idiom but iPhone and iPad, the icon and title sit 4 pt apart.
    @Test(arguments: [AssetIdiom.watch, .mac, .universal])
    func elsewhereTheTitleFollowsTheIcon(idiom: AssetIdiom) {
        let r = render(Label("No connection", systemImage: "bolt.fill").font(.system(size: 15)).fixedSize(), idiom: idiom)
        let title = r.displayList.textRuns.first { $0.run.text == "No connection" }!.run
        let icon = r.root.all.first { $0.kind.hasPrefix("Image") }!.frame
        #expect(abs(title.origin.x - (icon.maxX + 4)) <= 1.0 / 3)
    }
}
