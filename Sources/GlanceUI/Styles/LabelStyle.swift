import GlanceGraphics
/// Defines how every label in a view hierarchy is drawn; set it with `labelStyle(_:)`.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
    /// The view drawn for each label where this is the current label style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a label.
public struct LabelStyleConfiguration {
    /// A description of the labeled item.
    public let title: LabelStyleConfiguration.Title
    /// A symbolic representation of the labeled item.
    public let icon: LabelStyleConfiguration.Icon

    init(title: StyleContent, icon: StyleContent) {
        self.title = Title(content: title)
        self.icon = Icon(content: icon)
    }

    /// A type-erased title view of a label.
    nonisolated public struct Title: View, PrimitiveView {
        let content: StyleContent
        public var body: Never { neverBody("LabelStyleConfiguration.Title") }
        @MainActor func archive(in env: EnvironmentValues) -> ViewNode { content.archive(env) }
    }

    /// A type-erased icon view of a label.
    nonisolated public struct Icon: View, PrimitiveView {
        let content: StyleContent
        public var body: Never { neverBody("LabelStyleConfiguration.Icon") }
        @MainActor func archive(in env: EnvironmentValues) -> ViewNode { content.archive(env) }
    }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue: StyleBox<LabelStyleConfiguration>? = nil }

extension EnvironmentValues {
    /// The label style in force; `nil` for `.automatic`.
    var labelStyle: StyleBox<LabelStyleConfiguration>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// Archives a label with `configuration` in the label style in force here.
    @MainActor func archiveLabel(_ configuration: LabelStyleConfiguration) -> ViewNode {
        let style = labelStyle ?? StyleBox(outer: nil, in: \.labelStyle) { DefaultLabelStyle().makeBody(configuration: $0) }
        return style.archive(configuration, self)
    }
}

nonisolated extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        // Style values are immutable, used by the one task that archives the views they style.
        nonisolated(unsafe) let style = style
        return self.style(\.labelStyle) { style.makeBody(configuration: $0) }
    }
}

/// The default label style in the current context: icon and title side by side.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

/// The icon, then the title, side by side.
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelBody(configuration: configuration) }
}

/// Only the title of the label.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon of the label.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// A label style that resolves its appearance automatically from the context.
    nonisolated public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Both the title and the icon, in the system layout.
    nonisolated public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title of the label.
    nonisolated public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon of the label.
    nonisolated public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
