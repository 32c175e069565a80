import GlanceGraphics
/// How an accented face draws a widget's images.
public enum AccentedRenderingMode: String, Codable, Hashable, Sendable, CaseIterable {
    case accented, desaturated, accentedDesaturated, fullColor
}

/// Facts about a view that later stages act on (the firmware's redaction, tinting, labels,
/// deep links); layout draws the content unchanged.
public enum WidgetMarker: Codable, Hashable, Sendable {
    /// `widgetLabel`: shown around a circular or corner complication, not in it.
    case label(ViewNode)
    case curvesContent(Bool)
    /// `widgetAccentable`: belongs to the accent group in accented mode.
    case accentable(Bool)
    case accentedRenderingMode(AccentedRenderingMode)
    /// `privacySensitive`: hidden when the device is locked.
    case privacySensitive(Bool)
    case redacted(RedactionReasons)
    case unredacted
    /// `containerBackground(for: .widget)`: drawn only where the system shows backgrounds.
    case containerBackground(ViewNode)
    /// `widgetURL`: the deep link a tap opens.
    case url(String)
    /// `AccessoryWidgetBackground`.
    case accessoryBackground
    /// `symbolRenderingMode` applied to the symbols inside.
    case symbolRenderingMode(SymbolRenderingMode)
    /// `previewContext` / `previewDisplayName` in a `PreviewProvider`: how one preview is shown.
    case preview(PreviewMarker)
    /// A button or toggle a tap runs (`Button(intent:)`, `Toggle(isOn:intent:)`, a ROM control).
    case interactive(InteractiveElement)
    /// `invalidatableContent()`: drawn as pending while an interaction the widget started runs.
    case invalidatable(Bool)
}

/// What a `PreviewProvider` says about one of its previews.
public enum PreviewMarker: Codable, Hashable, Sendable {
    /// The widget family to preview in (a `WidgetFamily` raw value).
    case family(String)
    case displayName(String)
}

nonisolated extension View {
    /// Records `marker` on the view, archiving any view it carries in the view's environment.
    package func marked(_ marker: @escaping @MainActor (EnvironmentValues) -> WidgetMarker) -> some View {
        modifier(ArchivedModifier { env, _ in [.marker(marker(env))] })
    }

    /// Hides the view's content when the device is locked, whatever the widget does.
    public func privacySensitive(_ sensitive: Bool = true) -> some View {
        marked { _ in .privacySensitive(sensitive) }
    }

    /// Draws the content as a placeholder for `reason`; bodies inside see it in `redactionReasons`.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(ArchivedModifier(environment: { $0.redactionReasons.formUnion(reason) }, nodes: { _, _ in [.marker(.redacted(reason))] }))
    }

    /// Marks content that an interaction may make out of date: while an intent the widget's
    /// button or toggle started runs, the firmware draws it as pending (docs/interactive.md).
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        marked { _ in .invalidatable(invalidatable) }
    }

    /// Shows the content as it is, even inside `redacted`.
    public func unredacted() -> some View {
        modifier(ArchivedModifier(environment: { $0.redactionReasons = [] }, nodes: { _, _ in [.marker(.unredacted)] }))
    }
}

