import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// One complication of the sample gallery: its name, the families it supports, and its view.
public struct GalleryItem: Sendable {
    public let id: String
    public let families: [WidgetFamily]
    public let makeView: @MainActor @Sendable () -> AnyView

    init<V: View>(_ id: String, _ families: [WidgetFamily], _ view: @escaping @MainActor @Sendable () -> V) {
        self.id = id
        self.families = families
        self.makeView = { AnyView(view()) }
    }
}

/// Realistic complications drawn the way people write them, for golden images, design checks
/// and benchmarks. Each view reads `widgetFamily` and draws itself for the family it is in.
public enum Gallery {
    /// The moment the gallery is drawn at: 3 June 2026, 10:09:30 UTC.
    public static let now = SimulatedClock.referenceDate

    static let all: [WidgetFamily] = [.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline]

    public static let items: [GalleryItem] = [
        GalleryItem("weather", all) { SampleWeatherView() },
        GalleryItem("uv-index", [.accessoryCircular, .accessoryCorner, .accessoryRectangular]) { UVIndexComplication() },
        GalleryItem("activity-rings", [.accessoryCircular, .accessoryRectangular]) { ActivityComplication() },
        GalleryItem("heart-rate", all) { HeartRateComplication() },
        GalleryItem("calendar", [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { CalendarComplication() },
        GalleryItem("countdown", [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { CountdownComplication() },
        GalleryItem("battery", [.accessoryCircular, .accessoryCorner, .accessoryInline]) { BatteryComplication() },
        GalleryItem("flight", [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { FlightComplication() },
        GalleryItem("reading", [.accessoryCircular, .accessoryRectangular]) { ReadingComplication() },
        GalleryItem("stock", [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { StockComplication() },
        GalleryItem("game-score", [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { GameScoreComplication() },
        GalleryItem("steps", all) { StepsComplication() },
        GalleryItem("sunrise", [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { SunriseComplication() },
        GalleryItem("messages", [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { MessagesComplication() },
        GalleryItem("transit", [.accessoryCircular, .accessoryRectangular, .accessoryInline]) { TransitComplication() },
        GalleryItem("glucose", all) { GlucoseComplication() },
        GalleryItem("outdoor-temperature", [.accessoryCorner, .accessoryInline]) { OutdoorTemperatureComplication() },
        GalleryItem("world-clock", [.accessoryCircular, .accessoryRectangular]) { WorldClockComplication() },
    ]
}
