import GlanceWidgetHost
import GlanceWidgets

extension WidgetBundle {
    /// Runs the bundle as a program (`@main`): lists its widgets and previews, renders the
    /// previews to PNG files, or opens the emulator (see `WidgetHost`).
    public static func main() async {
        await WidgetHost.main(widgets: Self().widgetDescriptions)
    }
}

extension Widget {
    /// Runs the widget as a program (`@main`), as `WidgetBundle.main()` does.
    public static func main() async {
        await WidgetHost.main(widgets: [Self().body.widgetDescription])
    }
}
