import GlanceGraphics
/// What the title-and-icon label style draws: the icon, then the title. On iPhone and iPad the
/// icon sits centred in a box `iconBox` em of the label's text wide and the title starts
/// `titleGap` points after the box, so titles of labels above one another line up whatever
/// their icons (docs/fidelity.md, "A label on iPhone"); on a watch, and any other idiom, the
/// two sit 4 pt apart (the inline line then sets its own space, docs/fidelity.md, "The inline line").
nonisolated struct TitleAndIconLabelBody: View, PrimitiveView {
    let configuration: LabelStyleConfiguration

    /// The icon's box, in ems of the label's text: Apple's iOS renders of two labels (17 and
    /// 11 pt) centre the symbol in a box 1.39 em wide.
    static let iconBox = 1.39
    /// Points from the icon's box to the title: 5.0 in the 17 pt render it is taken from.
    static let titleGap = 5.0

    var body: Never { neverBody("TitleAndIconLabelBody") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        guard env.assetIdiom == .iphone || env.assetIdiom == .ipad else {
            return ViewArchiver.archive(HStack(spacing: 4) { configuration.icon; configuration.title }, in: env)
        }
        let em = env.font?.resolved(bodySize: env.bodyTextSize, scale: env.typeScale, size: env.dynamicTypeSize).size ?? env.bodyTextSize
        return ViewArchiver.archive(
            HStack(spacing: Self.titleGap) {
                configuration.icon.frame(width: Self.iconBox * em)
                configuration.title
            }, in: env)
    }
}
