import Foundation
import GlanceGraphics
import GlanceUI

/// An App Intent: a widget's configuration (`WidgetConfigurationIntent` refines it) or an action
/// a widget runs from a `Button(intent:)` or `Toggle(isOn:intent:)`. A tap in the emulator (or a
/// test's `tap`) performs it in the widget's process with the `@Parameter` values it was made
/// with, then reloads the widget's timeline (docs/interactive.md).
public protocol AppIntent: Sendable {
    associatedtype PerformResult: IntentResult
    static var title: LocalizedStringResource { get }
    init()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// Does nothing and gives back an empty result, as App Intents' default does, so an intent
    /// that only configures a widget needs no `perform()` of its own.
    public func perform() async throws -> some IntentResult { IntentResultContainer() }
}

/// What performing an intent gives back.
public protocol IntentResult: Sendable {}

/// An intent's result with nothing in it.
public struct IntentResultContainer: IntentResult {
    public init() {}
}

extension IntentResult where Self == IntentResultContainer {
    /// A result with no value, dialog or view.
    public static func result() -> IntentResultContainer { IntentResultContainer() }
}

