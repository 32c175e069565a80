import Foundation
import GlanceGraphics
import GlanceUI

/// The older way to declare previews: a type whose `previews` lists views, each with a
/// `previewContext` (the widget family) and a `previewDisplayName`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
}

/// The family a `PreviewProvider` preview draws in.
public struct WidgetPreviewContext: Sendable, Hashable {
    public var family: WidgetFamily
    public init(family: WidgetFamily) { self.family = family }
}

/// How a view preview is sized (accepted for source compatibility; Glance sizes previews by family).
public enum PreviewLayout: Sendable, Hashable {
    case device, sizeThatFits
    case fixed(width: Double, height: Double)
}

/// A device to preview on (accepted for source compatibility; `glance` picks the device).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

nonisolated extension View {
    /// Draws this preview in the context's widget family.
    public func previewContext(_ context: WidgetPreviewContext) -> some View {
        marked { _ in .preview(.family(context.family.rawValue)) }
    }

    /// Names this preview.
    public func previewDisplayName(_ name: String?) -> some View {
        marked { _ in .preview(.displayName(name ?? "")) }
    }

    /// Accepted for source compatibility; previews are sized by their family.
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
    /// Accepted for source compatibility; `glance` picks the device.
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}

extension Preview {
    /// The previews a `PreviewProvider` declares: each top-level view of `previews` is one,
    /// archived again for its own family so bodies that read `widgetFamily` see it.
    static func previews<P: PreviewProvider>(of provider: P.Type) -> [Preview] {
        let children = ViewNode.flatten([ViewArchiver.archive(P.previews)])
        return children.indices.map { index in
            var family: WidgetFamily?
            var name: String?
            Self.markers(children[index]) { marker in
                switch marker {
                case .family(let raw): family = family ?? WidgetFamily(rawValue: raw)
                case .displayName(let n): name = name ?? n
                }
            }
            return Preview(
                name: name ?? "\(P.self) \(index + 1)",
                content: .view(family: family) { env in
                    WidgetTime.at(env.renderDate) {
                        let all = ViewNode.flatten([ViewArchiver.archive(P.previews, in: env)])
                        return index < all.count ? all[index] : .empty
                    }
                })
        }
    }

    /// The preview markers on a view's outer modifiers, innermost last.
    private static func markers(_ node: ViewNode, _ visit: (PreviewMarker) -> Void) {
        var current = node
        while case .modified(let inner, let modifier) = current {
            if case .marker(.preview(let marker)) = modifier { visit(marker) }
            current = inner
        }
    }
}
