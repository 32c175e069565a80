import Foundation
import GlanceGraphics
import GlanceUI

/// Everything the firmware needs to know about one kind of widget.
@MainActor
public struct WidgetDescription: Sendable {
    public var kind: String
    public var displayName: String = ""
    public var description: String = ""
    /// The families the widget supports: as declared, or by default every accessory family
    /// (each device shows those it has).
    public var supportedFamilies: [WidgetFamily] = WidgetFamily.accessoryFamilies
    /// Whether the widget declared its families (`supportedFamilies(_:)`, or a ROM's list);
    /// a Swift widget that did not supports whatever the device offers, so asking for a
    /// family a device lacks is no fault.
    public var declaresFamilies = true
    public var contentMarginsDisabled = false
    public var dataProtection: WidgetDataProtection = .none
    /// `containerBackgroundRemovable`: whether the system may drop the container background
    /// where it shows no backgrounds (accessory slots); `false` keeps it everywhere.
    public var containerBackgroundRemovable = true
    /// The configuration type, and its default, for configurable widgets.
    public var defaultConfiguration: any WidgetConfigurationIntent = NoConfiguration()
    public var source: TimelineSource
    /// Archives any entry of the widget's own entry type with its view (nil for other types).
    public var eraseEntry: @Sendable (any TimelineEntry) -> AnyTimelineEntry? = { _ in nil }
    /// The configurations the widget recommends, for devices without an editor (watchOS).
    public var recommendations: @MainActor @Sendable () -> [WidgetRecommendation] = { [] }
    /// Carries out what a tapped button or toggle does, with widget code seeing the given
    /// moment as now, and calls back (from any thread) once it is done or failed. By default
    /// the intent is performed in this process (`IntentTypes`); a widget in an extension
    /// process performs it there, a ROM widget changes its data.
    public var perform: WidgetPerformer = WidgetDescription.performHere

    public init(kind: String, source: TimelineSource) {
        self.kind = kind
        self.source = source
    }

    /// A widget whose entries `erase` archives; one configured by an intent (App Intents or
    /// SiriKit) also has a default configuration and the configurations it recommends.
    init<Entry: TimelineEntry>(
        kind: String, source: TimelineSource, configuration: any WidgetConfigurationIntent = NoConfiguration(),
        erase: @escaping @Sendable (Entry) -> AnyTimelineEntry,
        recommendations: @escaping @MainActor @Sendable () -> [WidgetRecommendation] = { [] }
    ) {
        self.init(kind: kind, source: source)
        declaresFamilies = false
        defaultConfiguration = configuration
        eraseEntry = { ($0 as? Entry).map(erase) }
        self.recommendations = recommendations
    }
}

/// A widget's configuration, as its `body` returns it; modifiers add name, families and more.
@MainActor @preconcurrency
public protocol WidgetConfiguration {}

/// A configuration Glance knows how to read: every built-in one.
@MainActor
package protocol DescribedConfiguration: WidgetConfiguration {
    var described: WidgetDescription { get }
}

extension WidgetConfiguration {
    /// The firmware's description of the widget; a configuration of the widget's own describes no widget.
    package var widgetDescription: WidgetDescription { (self as? any DescribedConfiguration)?.described ?? .empty }
}

/// A widget, declared as in WidgetKit: a type whose `body` is a configuration.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// A widget whose content does not depend on a configuration.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, DescribedConfiguration {
    package let described: WidgetDescription

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) {
        let erase = AnyTimelineEntry.eraser(content)
        described = WidgetDescription(kind: kind, source: .provider(provider, erase: erase), erase: erase)
    }
}

/// A widget whose content depends on a configuration intent that people can edit.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, DescribedConfiguration {
    package let described: WidgetDescription

    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let erase = AnyTimelineEntry.eraser(content)
        described = WidgetDescription(
            kind: kind, source: .provider(provider, erase: erase), configuration: Intent(), erase: erase,
            recommendations: { provider.recommendations().map { WidgetRecommendation(intent: $0.intent, description: $0.description) } })
    }
}

/// A configuration with modifiers applied.
package struct ModifiedWidgetConfiguration: WidgetConfiguration, DescribedConfiguration {
    package let described: WidgetDescription
}

extension WidgetConfiguration {
    private func with(_ change: (inout WidgetDescription) -> Void) -> ModifiedWidgetConfiguration {
        var d = widgetDescription
        change(&d)
        return ModifiedWidgetConfiguration(described: d)
    }

    public func configurationDisplayName(_ name: String) -> some WidgetConfiguration { with { $0.displayName = name } }
    public func description(_ text: String) -> some WidgetConfiguration { with { $0.description = text } }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        with {
            $0.supportedFamilies = families
            $0.declaresFamilies = true
        }
    }
    public func contentMarginsDisabled() -> some WidgetConfiguration { with { $0.contentMarginsDisabled = true } }
    /// Declares when the widget's content may be shown while the device is locked.
    public func dataProtection(_ level: WidgetDataProtection) -> some WidgetConfiguration { with { $0.dataProtection = level } }
    /// Whether the system may remove the widget's container background (the default).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        with { $0.containerBackgroundRemovable = isRemovable }
    }
}

extension WidgetDescription {
    /// The description of a widget's configuration, for hosts outside the package (the
    /// Benchmarks place widgets on a timeline engine).
    @MainActor public init(_ configuration: some WidgetConfiguration) { self = configuration.widgetDescription }
}
