import Foundation
import GlanceGraphics
import GlanceUI

/// Where `containerBackground` applies.
public enum ContainerBackgroundPlacement: Hashable, Sendable { case widget }

nonisolated extension View {
    /// The label shown around a circular or corner complication (text, image, gauge or progress).
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        let label = label()
        return marked { .label(ViewArchiver.archive(label, in: $0)) }
    }

    /// A text label from a literal, interpolations formatted as `Text` formats them.
    public func widgetLabel(_ key: LocalizedStringKey) -> some View {
        widgetLabel { Text(key) }
    }

    /// A text label shown as it is.
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ text: S) -> some View {
        widgetLabel { Text(text) }
    }

    /// Lets a corner complication curve this content along the corner.
    public func widgetCurvesContent(_ curves: Bool = true) -> some View {
        marked { _ in .curvesContent(curves) }
    }

    /// Puts the view in the accent group, tinted in accented mode.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        marked { _ in .accentable(accentable) }
    }

    public func widgetAccentedRenderingMode(_ mode: AccentedRenderingMode?) -> some View {
        marked { _ in .accentedRenderingMode(mode ?? .accented) }
    }

    /// The widget's background, drawn only where the system shows container backgrounds. Where
    /// it does not (removable backgrounds in accessory families), the background view is never
    /// asked for its body, as SwiftUI never draws it; and inside a container background a
    /// nested one is not drawn either. So a background that contains the widget's own view, as
    /// some real widgets pass, does not recurse. `alignment` places the background in the slot.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let background = content()
        return marked { env in
            guard env.showsWidgetContainerBackground && !env.archivesContainerBackground else { return .containerBackground(.empty) }
            var inner = env
            inner.archivesContainerBackground = true
            let placed = alignment == .center ? ViewArchiver.archive(background, in: inner) : ViewArchiver.archive(ZStack(alignment: alignment) { background }, in: inner)
            return .containerBackground(placed)
        }
    }

    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement)
        -> some View
    {
        containerBackground(for: placement, content: { Rectangle().fill(style) })
    }

    /// The deep link the app receives when the widget is tapped.
    public func widgetURL(_ url: URL?) -> some View {
        marked { _ in .url(url?.absoluteString ?? "") }
    }
}

/// The system's translucent backdrop for accessory widgets, in the slot's shape.
nonisolated public struct AccessoryWidgetBackground: View {
    public init() {}
    public var body: some View {
        ContainerRelativeShape().fill(Color.white.opacity(0.15)).marked { _ in .accessoryBackground }
    }
}

private struct ArchivesContainerBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether a container background is being archived: one inside it is not shown.
    var archivesContainerBackground: Bool {
        get { self[ArchivesContainerBackgroundKey.self] }
        set { self[ArchivesContainerBackgroundKey.self] = newValue }
    }
}
