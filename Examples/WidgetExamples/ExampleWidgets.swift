// A bundle of several widgets, `@main` as in a widget extension.
import GlanceKit

@main
struct ExampleWidgets: WidgetBundle {
    var body: some Widget {
        EmojiWidget()
        ConfigurableWidget()
        GameStatusWidget()
    }
}
