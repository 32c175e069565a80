// The widget extension's entry point: the three compatibility widgets of CompatText.
import GlanceKit

@main
struct CompatTextBundle: WidgetBundle {
    var body: some Widget {
        ConditionsComplication()
        ChargeComplication()
        SyncComplication()
    }
}
