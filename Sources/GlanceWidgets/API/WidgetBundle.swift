/// Several widgets shipped together, declared as in WidgetKit.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The descriptions of every widget in the bundle, less configurations with no family
    /// (`EmptyWidgetConfiguration`, what `#if` branches for other platforms return).
    package var widgetDescriptions: [WidgetDescription] {
        ((body as? any WidgetList)?.descriptions ?? [body.body.widgetDescription]).filter { !$0.supportedFamilies.isEmpty }
    }

}

/// Something that holds several widgets.
@MainActor
protocol WidgetList {
    var descriptions: [WidgetDescription] { get }
}

/// Collects a bundle's widgets.
@resultBuilder @MainActor
public enum WidgetBundleBuilder {
    public static func buildBlock<W: Widget>(_ widget: W) -> W { widget }
    public static func buildBlock<each W: Widget>(_ widgets: repeat each W) -> some Widget {
        var all: [WidgetDescription] = []
        for w in repeat each widgets { all.append(w.body.widgetDescription) }
        return TupleWidget(descriptions: all)
    }
}

/// The widgets of a bundle's body.
struct TupleWidget: Widget, WidgetList {
    let descriptions: [WidgetDescription]
    init(descriptions: [WidgetDescription]) { self.descriptions = descriptions }
    init() { descriptions = [] }
    var body: ModifiedWidgetConfiguration {
        ModifiedWidgetConfiguration(described: descriptions.first ?? .empty)
    }
}
