import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// What the host asks a widget extension (docs/extension.md).
public enum ExtensionRequest: Codable, Sendable {
    /// The bundle's widgets and previews.
    case describe
    case placeholder(WidgetRequest)
    case snapshot(WidgetRequest)
    case timeline(WidgetRequest)
    /// A view preview, archived in every variant, drawn at `date`.
    case previewView(index: Int, environment: WireEnvironment, date: Date)
    /// A tapped button's or toggle's action, for the widget (and slot) `widget` names: the
    /// intent is performed with widget code seeing the request's date as now.
    case perform(InteractionAction, widget: WidgetRequest)

    /// The simulated moment the request is made at, which widget code sees as now.
    public var date: Date? {
        switch self {
        case .placeholder(let r), .snapshot(let r), .timeline(let r): r.date
        case .previewView(_, _, let date): date
        case .perform(_, let r): r.date
        case .describe: nil
        }
    }
}

/// What a widget extension answers.
public enum ExtensionResponse: Codable, Sendable {
    case described(BundleDescription)
    case entry(WireEntry)
    case timeline(WireTimeline)
    /// The action was carried out.
    case performed
    /// The provider or the request failed; the extension goes on.
    case failed(String)
}

/// Which widget a request is for: one of the bundle's kinds, or the widget of a preview.
public enum WidgetTarget: Codable, Hashable, Sendable, CustomStringConvertible {
    case kind(String)
    case preview(Int)

    public var description: String {
        switch self {
        case .kind(let k): "\"\(k)\""
        case .preview(let i): "preview \(i + 1)"
        }
    }
}

/// A placeholder, snapshot or timeline request, with the slot it is for.
public struct WidgetRequest: Codable, Sendable {
    public var target: WidgetTarget
    public var date: Date
    public var isPreview: Bool
    /// The configuration's parameter values, by name; only those that differ from the base
    /// configuration are set (a SiriKit intent takes none).
    public var parameters: [String: String]
    /// The base configuration: the widget's recommendation at this index, else its default.
    public var recommendation: Int? = nil
    public var environment: WireEnvironment
}

/// The environment the host draws a slot in, less everything a widget must not see (the lock
/// state and redaction) and the variants the extension archives each entry in.
public struct WireEnvironment: Codable, Hashable, Sendable {
    public var family: WidgetFamily?
    public var size: Size
    public var bodyTextSize: Double
    public var displayScale: Double
    public var assetIdiom: String
    public var screen: Size
    public var screenScale: Double
    public var screenName: String
    public var showsContainerBackground: Bool
    public var showsWidgetLabel: Bool
    /// The text size setting, which widget code may read.
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var typeScale: TypeScale = .proportional
    /// The margin the system keeps around the content (`widgetContentMargins`), and whether
    /// the content is laid out inside it; `size` is the whole slot's.
    public var contentMargin: Double = 0
    public var appliesContentMargin = false
}

/// One entry: its date and relevance, and its view archived in each `ArchiveVariant`.
/// Variants that archive alike share one tree: `pick[v]` indexes `roots`.
public struct WireEntry: Codable, Hashable, Sendable {
    public var date: Date
    public var relevance: TimelineEntryRelevance?
    public var roots: [ViewNode]
    public var pick: [Int]
}

public struct WireTimeline: Codable, Sendable {
    public var entries: [WireEntry]
    public var policy: TimelineReloadPolicy
}

/// The bundle as the host lists it.
public struct BundleDescription: Codable, Sendable {
    public var widgets: [WireWidget]
    public var previews: [WirePreview]
}

public struct WireWidget: Codable, Sendable {
    public var kind: String
    public var displayName: String
    public var description: String
    public var families: [WidgetFamily]
    public var dataProtection: WidgetDataProtection
    public var contentMarginsDisabled: Bool
    public var containerBackgroundRemovable: Bool
    public var parameters: [WireParameter]
    public var recommendations: [WireRecommendation]
    /// Whether the widget declared its families (`supportedFamilies(_:)`).
    public var declaresFamilies = true
}

public struct WireParameter: Codable, Sendable {
    public var name: String
    public var title: String
    public var value: String
    public var choices: [String]
}

public struct WireRecommendation: Codable, Sendable {
    public var description: String
    public var values: [String: String]
}

public struct WirePreview: Codable, Sendable {
    public var name: String?
    public var fileID: String
    public var line: Int
    public var filePath: String
    public var family: WidgetFamily?
    /// The previewed widget, for widget previews; nil for view previews.
    public var widget: WireWidget? = nil
    /// Parameter values the preview sets, if it gives a configuration.
    public var configuration: [String: String]? = nil
}

/// The environments each entry is archived in: Always On or not, in each rendering mode.
public struct ArchiveVariant: Hashable, Sendable {
    public var isLuminanceReduced: Bool
    public var renderingMode: WidgetRenderingMode

    public static let all: [ArchiveVariant] = [false, true].flatMap { dim in
        WidgetRenderingMode.allCases.map { ArchiveVariant(isLuminanceReduced: dim, renderingMode: $0) }
    }

    /// The variant `environment` draws in.
    public static func index(for environment: EnvironmentValues) -> Int {
        all.firstIndex { $0.isLuminanceReduced == environment.isLuminanceReduced && $0.renderingMode == environment.widgetRenderingMode } ?? 0
    }
}
