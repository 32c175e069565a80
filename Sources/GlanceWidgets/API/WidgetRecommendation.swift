import Foundation

/// A preconfigured choice of an App Intent widget, as watchOS offers them instead of an editor.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    public let intent: Intent
    public let description: String

    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = description.key
    }

    public init(intent: Intent, description: some StringProtocol) {
        self.intent = intent
        self.description = String(description)
    }
}

/// A preconfigured choice of a SiriKit intent widget.
public struct IntentRecommendation<Intent: INIntent>: @unchecked Sendable {
    public let intent: Intent
    public let description: String

    public init(intent: Intent, description: some StringProtocol) {
        self.intent = intent
        self.description = String(description)
    }
}

/// A recommendation with its intent type erased: what the firmware lists and places.
public struct WidgetRecommendation: Sendable {
    public let intent: any WidgetConfigurationIntent
    public let description: String

    public init(intent: any WidgetConfigurationIntent, description: String) {
        self.intent = intent
        self.description = description
    }
}
