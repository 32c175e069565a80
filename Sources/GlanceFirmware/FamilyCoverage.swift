import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Finds families a widget says it supports but draws nothing in: usually a
/// `switch widgetFamily` whose case for that family sits inside `#if os(watchOS)`, which is
/// false on Linux (define `GLANCE` and write `#if os(watchOS) || GLANCE`).
@MainActor
public enum FamilyCoverage {
    /// The supported families whose placeholder view is empty on `device`.
    public static func emptyFamilies(of widget: WidgetDescription, on device: Device) -> [WidgetFamily] {
        widget.supportedFamilies.filter { family in
            guard let env = try? SlotRenderer.environment(for: family, on: device),
                let size = try? SlotRenderer.metrics(of: family, on: device).size
            else { return false }
            let entry = widget.source.placeholder(TimelineProviderContext(family: family, isPreview: true, displaySize: size))
            return entry.archive(env).isEmptyView
        }
    }

    /// One warning per empty family.
    public static func warnings(for widget: WidgetDescription, on device: Device) -> [String] {
        emptyFamilies(of: widget, on: device).map { family in
            "widget \"\(widget.kind)\" supports \(family.rawValue) but draws nothing there: is its case missing from a switch "
                + "over widgetFamily, or inside #if os(watchOS)? Write #if os(watchOS) || GLANCE (see README, Bring your widget)"
        }
    }
}

extension ViewNode {
    /// True when the tree draws nothing: empty views and groups of them, however modified.
    var isEmptyView: Bool {
        switch self {
        case .empty: true
        case .group(let children): children.allSatisfy(\.isEmptyView)
        case .modified(let inner, _): inner.isEmptyView
        default: false
        }
    }
}
