import GlanceGraphics
/// A title with an icon, drawn by the label style in force (`labelStyle(_:)`): icon and title
/// side by side unless a style says otherwise.
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: StyleContent
    let icon: StyleContent

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = StyleContent(title())
        self.icon = StyleContent(icon())
    }

    public var body: Never { neverBody("Label") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { env.archiveLabel(LabelStyleConfiguration(title: title, icon: icon)) }
}

extension Label where Title == Text, Icon == Image {
    /// A title from a literal (with interpolated numbers, dates and timers) and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A title shown as it is, and a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A title from a literal and an asset catalog image.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A title shown as it is, and an asset catalog image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes, drawn by the style in force around the
    /// custom style that builds it (for styles that only decorate the current one).
    public init(_ configuration: LabelStyleConfiguration) {
        title = configuration.title.content
        icon = configuration.icon.content
    }
}
