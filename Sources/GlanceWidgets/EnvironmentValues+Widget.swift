import GlanceGraphics
import GlanceUI

private struct WidgetFamilyKey: EnvironmentKey { static let defaultValue = WidgetFamily.systemSmall }
private struct WidgetRenderingModeKey: EnvironmentKey { static let defaultValue = WidgetRenderingMode.fullColor }
private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The family the widget is being drawn in.
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the system shows the complication's `widgetLabel` here: true in watch
    /// corner slots, where the firmware draws the label along the corner.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The margins the system keeps around the widget's content here: 7 pt in a watch's
    /// rectangular slot, none in other accessory slots, 16 pt in system families.
    public var widgetContentMargins: EdgeInsets {
        let m = widgetFamily.isAccessory ? contentMargin : 16
        return EdgeInsets(top: m, leading: m, bottom: m, trailing: m)
    }
}
