import GlanceKit

/// A circular complication drawn from this target's `Assets.xcassets` through the symbols the
/// GlanceAssetSymbols plugin generates, as Xcode 15 would: `Color(.accent)`, `Image(.someIcon)`.
public struct AssetExampleView: View {
    public init() {}

    public var body: some View {
        ZStack {
            Circle().fill(Color(.background))
            VStack(spacing: 2) {
                HStack(spacing: 2) {
                    Image(.someIcon)
                    Image(.glyph)
                        .foregroundStyle(.accent)
                }
                Image(.Weather.sun)
                    .resizable()
                    .scaledToFit()
                    .frame(height: 14)
            }
        }
    }
}
