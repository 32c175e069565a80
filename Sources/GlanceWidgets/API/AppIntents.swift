import Foundation

/// A string shown to people, as App Intents spells titles (`"\(name)"` interpolates, as an
/// entity's `DisplayRepresentation(title:)` often does; there are no string tables).
public struct LocalizedStringResource: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    public let key: String
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: DefaultStringInterpolation) { key = String(stringInterpolation: stringInterpolation) }
    public init(_ key: String) { self.key = key }
    public var description: String { key }
}

/// A widget's configuration: its parameters and their defaults. Several placed instances of
/// one widget may each run with their own values. As in App Intents it refines `AppIntent`, whose
/// default `perform()` it keeps (a configuration is never performed).
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent whose parameters are another's: a SiriKit intent as the firmware holds it.
package protocol ForwardingIntent: WidgetConfigurationIntent {
    var forwardedParameters: [IntentParameterInfo] { get }
    func setForwardedParameter(_ name: String, to text: String) throws(IntentParameterError)
    func forwardedCopy() -> Self
}

/// A provider whose timelines depend on the widget's configuration (async, as WidgetKit's).
@preconcurrency
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    /// Preconfigured choices, for devices where people cannot edit the intent (watchOS).
    func recommendations() -> [AppIntentRecommendation<Intent>]
    /// When the widget may be relevant, and in which configuration, for the Smart Stack; none by
    /// default (accepted, not acted on: see `WidgetRelevance`).
    func relevance() async -> WidgetRelevance<Intent>
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

/// A description of an intent, shown when people pick or edit it.
public struct IntentDescription: ExpressibleByStringLiteral, Hashable, Sendable, CustomStringConvertible {
    public let text: String
    public init(stringLiteral value: String) { text = value }
    public init(_ text: LocalizedStringResource, categoryName: LocalizedStringResource? = nil, searchKeywords: [LocalizedStringResource] = []) {
        self.text = text.key
    }
    public var description: String { text }
}

extension WidgetConfigurationIntent {
    /// The intent's description (WidgetKit shows it in the editor); none by default.
    public static var description: IntentDescription { "" }
}
