import Foundation
import GlanceUI

/// Everything the firmware needs to know about one kind of widget.
@MainActor
public struct WidgetDescription: Sendable {
    public var kind: String
    public var displayName: String = ""
    public var description: String = ""
    public var supportedFamilies: [WidgetFamily] = WidgetFamily.accessoryFamilies
    public var contentMarginsDisabled = false
    public var dataProtection: WidgetDataProtection = .none
    /// `containerBackgroundRemovable`: whether the system may drop the container background
    /// where it shows no backgrounds (accessory slots); `false` keeps it everywhere.
    public var containerBackgroundRemovable = true
    /// The configuration type, and its default, for configurable widgets.
    public var defaultConfiguration: any WidgetConfigurationIntent = NoConfiguration()
    public var source: TimelineSource

    public init(kind: String, source: TimelineSource) {
        self.kind = kind
        self.source = source
    }
}

/// A widget's configuration, as its `body` returns it; modifiers add name, families and more.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The firmware's description of the widget.
    var widgetDescription: WidgetDescription { get }
}

/// A widget, declared as in WidgetKit: a type whose `body` is a configuration.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

extension Widget {
    /// Lists the widget when run as a program (`@main`).
    public static func main() {
        let d = Self().body.widgetDescription
        print("\(d.kind): \(d.displayName) — \(d.supportedFamilies.map(\.rawValue).joined(separator: ", "))")
    }
}

/// A widget whose content does not depend on a configuration.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let widgetDescription: WidgetDescription

    public init<Provider: TimelineProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) {
        nonisolated(unsafe) let provider = provider
        let erase = AnyTimelineEntry.eraser(content)
        widgetDescription = WidgetDescription(
            kind: kind,
            source: TimelineSource(
                placeholder: { erase(provider.placeholder(in: $0)) },
                snapshot: { context, _, deliver in provider.getSnapshot(in: context) { deliver(.success(erase($0))) } },
                timeline: { context, _, deliver in
                    provider.getTimeline(in: context) { timeline in
                        deliver(.success(AnyTimeline(entries: timeline.entries.map(erase), policy: timeline.policy)))
                    }
                }))
    }
}

/// A widget whose content depends on a configuration intent that people can edit.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let widgetDescription: WidgetDescription

    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        nonisolated(unsafe) let provider = provider
        let erase = AnyTimelineEntry.eraser(content)
        func intent(_ any: any WidgetConfigurationIntent) -> Intent { any as? Intent ?? Intent() }
        var d = WidgetDescription(
            kind: kind,
            source: TimelineSource(
                placeholder: { erase(provider.placeholder(in: $0)) },
                snapshot: { context, configuration, deliver in
                    let chosen = intent(configuration)
                    Task { @MainActor in deliver(.success(erase(await provider.snapshot(for: chosen, in: context)))) }
                },
                timeline: { context, configuration, deliver in
                    let chosen = intent(configuration)
                    Task { @MainActor in
                        let t = await provider.timeline(for: chosen, in: context)
                        deliver(.success(AnyTimeline(entries: t.entries.map(erase), policy: t.policy)))
                    }
                }))
        d.defaultConfiguration = Intent()
        widgetDescription = d
    }
}

/// A configuration with modifiers applied.
public struct ModifiedWidgetConfiguration: WidgetConfiguration {
    public let widgetDescription: WidgetDescription
}

extension WidgetConfiguration {
    private func with(_ change: (inout WidgetDescription) -> Void) -> ModifiedWidgetConfiguration {
        var d = widgetDescription
        change(&d)
        return ModifiedWidgetConfiguration(widgetDescription: d)
    }

    public func configurationDisplayName(_ name: String) -> ModifiedWidgetConfiguration { with { $0.displayName = name } }
    public func description(_ text: String) -> ModifiedWidgetConfiguration { with { $0.description = text } }
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration { with { $0.supportedFamilies = families } }
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration { with { $0.contentMarginsDisabled = true } }
    /// Declares when the widget's content may be shown while the device is locked.
    public func dataProtection(_ level: WidgetDataProtection) -> ModifiedWidgetConfiguration { with { $0.dataProtection = level } }
    /// Whether the system may remove the widget's container background (the default).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration {
        with { $0.containerBackgroundRemovable = isRemovable }
    }
}
