import Foundation
import GlanceUI

/// A SiriKit intent, the older way to configure widgets. Xcode generates subclasses from an
/// `.intentdefinition` file; on Linux write them by hand (plain stored properties).
open class INIntent: WidgetConfigurationIntent, @unchecked Sendable {
    open class var title: LocalizedStringResource { LocalizedStringResource(String(describing: self)) }
    public required init() {}

    /// The stored properties of the intent and its superclasses, read-only.
    open var parameters: [IntentParameterInfo] {
        var result: [IntentParameterInfo] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let m = mirror {
            for child in m.children {
                guard let label = child.label else { continue }
                let text = (child.value as? any ParameterValue)?.parameterText ?? String(describing: child.value)
                result.append(IntentParameterInfo(name: label, title: label, value: text))
            }
            mirror = m.superclassMirror
        }
        return result
    }

    /// SiriKit intents have no settable parameters outside Apple's platforms; recommend them instead.
    open func setParameter(_ name: String, to text: String) throws(IntentParameterError) {
        throw IntentParameterError(
            "\(Self.self) is a SiriKit intent, whose properties cannot be set from outside; list recommendations() instead, or move to App Intents")
    }

    /// The intent itself: SiriKit intents are shared objects.
    public func copy() -> Self { self }
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
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A widget configured by a SiriKit intent.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public let widgetDescription: WidgetDescription

    public init<Provider: IntentTimelineProvider>(
        kind: String, intent: Intent.Type, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let erase = AnyTimelineEntry.eraser(content)
        widgetDescription = WidgetDescription(
            kind: kind, source: .provider(provider, erase: erase), configuration: Intent(), erase: erase,
            recommendations: { provider.recommendations().map { WidgetRecommendation(intent: $0.intent, description: $0.description) } })
    }
}
