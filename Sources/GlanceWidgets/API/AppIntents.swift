import Foundation

/// A string shown to people, as App Intents spells titles.
public struct LocalizedStringResource: ExpressibleByStringLiteral, Hashable, Sendable, CustomStringConvertible {
    public let key: String
    public init(stringLiteral value: String) { key = value }
    public init(_ key: String) { self.key = key }
    public var description: String { key }
}

/// A widget's configuration: its parameters and their defaults. Several placed instances of
/// one widget may each run with their own values.
public protocol WidgetConfigurationIntent: Sendable {
    static var title: LocalizedStringResource { get }
    init()
}

/// A configurable parameter of an intent, with a default value.
@propertyWrapper
public struct Parameter<Value: Sendable>: Sendable {
    public let title: LocalizedStringResource
    public var wrappedValue: Value

    public init(title: LocalizedStringResource, default value: Value) {
        self.title = title
        self.wrappedValue = value
    }

    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.wrappedValue = wrappedValue
    }
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
}
