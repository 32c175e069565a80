import Foundation
import GlanceGraphics
import GlanceUI

extension Preview {
    /// Traits a view preview may carry.
    public enum ViewTraits {}

    /// A view, drawn at the size it asks for.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> some View) {
        self.init(name: name, content: .view(family: nil) { env in WidgetTime.at(env.renderDate) { ViewArchiver.archive(body(), in: env) } })
    }
}

/// A trait of a preview (accepted for source compatibility; previews are sized by their family).
public struct PreviewTrait<Traits>: Sendable {}

extension PreviewTrait where Traits == Preview.ViewTraits {
    public static var sizeThatFitsLayout: Self { Self() }
    public static var defaultLayout: Self { Self() }
    public static var portrait: Self { Self() }
    public static var landscapeLeft: Self { Self() }
    public static func fixedLayout(width: Double, height: Double) -> Self { Self() }
}
