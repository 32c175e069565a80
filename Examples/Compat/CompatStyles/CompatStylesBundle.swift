// The bundle of the style, colour and text-modifier compatibility examples.
import GlanceKit

@main
struct CompatStylesBundle: WidgetBundle {
    var body: some Widget {
        ChargeComplication()
        AirQualityComplication()
        TickerComplication()
    }
}
