import Foundation
import GlanceGraphics
import GlanceUI

/// A widget bundle as data: what ROM files hold and what Swift widgets are turned into.
/// Each widget keeps, per family, every timeline its provider gave over a span, and each
/// entry's archived view in the environment variants it depends on.
public struct WidgetArchive: Codable, Hashable, Sendable {
    public static let currentVersion = 1
    public var version = WidgetArchive.currentVersion
    public var widgets: [ArchivedWidget]

    public init(widgets: [ArchivedWidget]) { self.widgets = widgets }
}

public struct ArchivedWidget: Codable, Hashable, Sendable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var supportedFamilies: [WidgetFamily]
    public var dataProtection: WidgetDataProtection
    public var contentMarginsDisabled: Bool
    public var timelines: [ArchivedTimeline]

    public init(
        kind: String, displayName: String, description: String, supportedFamilies: [WidgetFamily],
        dataProtection: WidgetDataProtection, contentMarginsDisabled: Bool, timelines: [ArchivedTimeline]
    ) {
        self.kind = kind
        self.displayName = displayName
        self.description = description
        self.supportedFamilies = supportedFamilies
        self.dataProtection = dataProtection
        self.contentMarginsDisabled = contentMarginsDisabled
        self.timelines = timelines
    }
}

/// Every timeline a widget's provider gave for one family, in the order asked for.
public struct ArchivedTimeline: Codable, Hashable, Sendable {
    public var family: WidgetFamily
    public var placeholder: [ArchivedView]
    public var reloads: [ArchivedReload]

    public init(family: WidgetFamily, placeholder: [ArchivedView], reloads: [ArchivedReload]) {
        self.family = family
        self.placeholder = placeholder
        self.reloads = reloads
    }
}

/// One timeline: when it was asked for, its entries and its reload policy.
public struct ArchivedReload: Codable, Hashable, Sendable {
    public var requestedAt: Date
    public var policy: TimelineReloadPolicy
    public var entries: [ArchivedEntry]

    public init(requestedAt: Date, policy: TimelineReloadPolicy, entries: [ArchivedEntry]) {
        self.requestedAt = requestedAt
        self.policy = policy
        self.entries = entries
    }
}

public struct ArchivedEntry: Codable, Hashable, Sendable {
    public var date: Date
    public var relevance: TimelineEntryRelevance?
    /// One view when every variant looks the same, else one per variant.
    public var views: [ArchivedView]

    public init(date: Date, relevance: TimelineEntryRelevance?, views: [ArchivedView]) {
        self.date = date
        self.relevance = relevance
        self.views = views
    }
}

/// The environment a view was evaluated in, where it matters.
public struct EnvironmentVariant: Codable, Hashable, Sendable {
    public var isLuminanceReduced: Bool
    public var colorScheme: ColorScheme

    public init(isLuminanceReduced: Bool, colorScheme: ColorScheme) {
        self.isLuminanceReduced = isLuminanceReduced
        self.colorScheme = colorScheme
    }

    /// Always On or not, dark or light.
    public static let all: [EnvironmentVariant] = [false, true].flatMap { dim in
        [ColorScheme.dark, .light].map { EnvironmentVariant(isLuminanceReduced: dim, colorScheme: $0) }
    }
}

/// An archived view tree, for one variant or (`variant == nil`) for all of them.
public struct ArchivedView: Codable, Hashable, Sendable {
    public var variant: EnvironmentVariant?
    public var root: ViewNode

    public init(variant: EnvironmentVariant?, root: ViewNode) {
        self.variant = variant
        self.root = root
    }
}
