import GlanceUI
import GlanceWidgets

// `#Preview`, in the forms WidgetKit and SwiftUI declare. Each expands to a type the preview
// catalog finds at run time; its arguments go unchanged to the matching `Preview` initializer.

/// A view preview.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GlanceMacros", type: "PreviewMacro")

/// A widget in a family with the entries the timeline closure lists.
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "GlanceMacros", type: "PreviewMacro")

/// A configurable widget in a family, configured with an intent, with the entries listed.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "GlanceMacros", type: "PreviewMacro")

/// A widget in a family with the timeline a provider gives.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "GlanceMacros", type: "PreviewMacro")

/// A configurable widget in a family with the timeline a provider gives for an intent.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> W,
    timelineProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "GlanceMacros", type: "PreviewMacro")
