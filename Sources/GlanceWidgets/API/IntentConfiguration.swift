import Foundation
import GlanceGraphics
import GlanceUI

/// A SiriKit intent, the older way to configure widgets. Xcode generates subclasses from an
/// `.intentdefinition` file; on Linux write them by hand (plain stored properties). Like
/// Apple's (an Objective-C class), it is not `Sendable`, so subclasses need not say so;
/// Glance hands intents to the firmware in a `SiriKitIntent` box.
open class INIntent {
    open class var title: LocalizedStringResource { LocalizedStringResource(String(describing: self)) }
    public required init() {}

    /// The stored properties of the intent and its superclasses, read-only.
    package var parameters: [IntentParameterInfo] {
        var result: [IntentParameterInfo] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children {
                guard let label = child.label else { continue }
                let text = (child.value as? any _IntentValue)?.parameterText ?? String(describing: child.value)
                result.append(IntentParameterInfo(name: label, title: label, value: text))
            }
            mirror = m.superclassMirror
        }
        return result
    }

    /// SiriKit intents have no settable parameters outside Apple's platforms; recommend them instead.
    package func setParameter(_ name: String, to text: String) throws(IntentParameterError) {
        throw IntentParameterError(
            "\(Self.self) is a SiriKit intent, whose properties cannot be set from outside; list recommendations() instead, or move to App Intents")
    }

    /// The intent itself: SiriKit intents are shared objects.
    package func copy() -> Self { self }
}

/// A SiriKit intent as the firmware holds a widget's configuration. Intents are made and read
/// on the main actor, where providers are asked for timelines.
public final class SiriKitIntent<Intent: INIntent>: ForwardingIntent, @unchecked Sendable {
    public let intent: Intent
    public init(_ intent: Intent) { self.intent = intent }
    public convenience init() { self.init(Intent()) }
    public static var title: LocalizedStringResource { Intent.title }
    package var forwardedParameters: [IntentParameterInfo] { intent.parameters }
    package func setForwardedParameter(_ name: String, to text: String) throws(IntentParameterError) { try intent.setParameter(name, to: text) }
    package func forwardedCopy() -> Self { Self(intent) }
}

/// A provider whose timelines depend on a SiriKit intent (completion handlers, as WidgetKit's).
@preconcurrency
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    func recommendations() -> [IntentRecommendation<Intent>]
    /// When the widget may be relevant, and in which configuration, for the Smart Stack; none by
    /// default (accepted, not acted on: see `WidgetRelevance`).
    func relevance() async -> WidgetRelevance<Intent>
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

/// A widget configured by a SiriKit intent.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration, DescribedConfiguration {
    package let described: WidgetDescription

    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let erase = AnyTimelineEntry.eraser(content)
        described = WidgetDescription(
            kind: kind, source: .provider(provider, erase: erase), configuration: SiriKitIntent<Intent>(), erase: erase,
            recommendations: { provider.recommendations().map { WidgetRecommendation(intent: SiriKitIntent($0.intent), description: $0.description) } })
    }
}
