import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Sample widgets with real providers, for timelines, benchmarks and the emulator. Their
/// providers date entries from `context.date`, so they follow the simulated clock.
public struct SampleWidgets: WidgetBundle {
    public init() {}
    public var body: some Widget {
        SampleWeatherWidget()
        SampleHeartRateWidget()
        SampleCalendarWidget()
        SampleTimerWidget()
    }
}

private func startOfHour(_ date: Date) -> Date {
    Date(timeIntervalSinceReferenceDate: (date.timeIntervalSinceReferenceDate / 3600).rounded(.down) * 3600)
}

/// Hourly forecasts for the next six hours; reloads when they run out.
public struct SampleWeatherWidget: Widget {
    public init() {}

    struct Entry: TimelineEntry {
        let date: Date
        let temperature: Int
        let condition: String
    }

    struct Provider: TimelineProvider {
        static let conditions = ["Sunny", "Sunny", "Cloudy", "Showers", "Cloudy", "Clear"]
        func entry(_ date: Date) -> Entry {
            let hour = Int(date.timeIntervalSinceReferenceDate / 3600)
            return Entry(date: date, temperature: 64 + (hour * 7) % 15, condition: Self.conditions[hour % Self.conditions.count])
        }
        func placeholder(in context: Context) -> Entry { Entry(date: context.date, temperature: 72, condition: "Sunny") }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(entry(context.date)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            let start = startOfHour(context.date)
            completion(Timeline(entries: (0..<6).map { entry(start.addingTimeInterval(Double($0) * 3600)) }, policy: .atEnd))
        }
    }

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "sample.weather", provider: Provider()) { entry in
            SampleWeatherView(temperature: entry.temperature, condition: entry.condition)
        }
        .configurationDisplayName("Weather")
        .description("Temperature and conditions, hour by hour.")
        .supportedFamilies([.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline])
    }
}

/// The latest heart rate, refreshed every 15 minutes (more than the daily budget allows).
public struct SampleHeartRateWidget: Widget {
    public init() {}

    struct Entry: TimelineEntry {
        let date: Date
        let bpm: Int
        var relevance: TimelineEntryRelevance? { bpm > 100 ? TimelineEntryRelevance(score: 0.8, duration: 15 * 60) : nil }
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: context.date, bpm: 72) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            let minutes = Int(context.date.timeIntervalSinceReferenceDate / 60)
            let bpm = 62 + (minutes * 13) % 50
            completion(Timeline(entries: [Entry(date: context.date, bpm: bpm)], policy: .after(context.date.addingTimeInterval(15 * 60))))
        }
    }

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "sample.heart-rate", provider: Provider()) { entry in
            HeartRateComplication(bpm: entry.bpm)
        }
        .configurationDisplayName("Heart Rate")
        .description("Your latest heart rate.")
        .supportedFamilies([.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline])
        .dataProtection(.completeUnlessOpen)
    }
}

/// Today's events; each is most relevant in the half hour before it starts.
public struct SampleCalendarWidget: Widget {
    public init() {}

    struct Entry: TimelineEntry {
        let date: Date
        let title: String
        let relevance: TimelineEntryRelevance?
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: context.date, title: "Event", relevance: nil) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let day = calendar.startOfDay(for: context.date)
            let events = [(9.5, "Standup"), (13.0, "Design review"), (16.25, "1:1 with Maya")]
            var entries = [Entry(date: context.date, title: "No more events", relevance: nil)]
            for (hour, title) in events where day.addingTimeInterval(hour * 3600) > context.date {
                entries.append(Entry(date: day.addingTimeInterval(hour * 3600 - 1800), title: title, relevance: TimelineEntryRelevance(score: 0.9, duration: 1800)))
            }
            completion(Timeline(entries: entries, policy: .after(calendar.date(byAdding: .day, value: 1, to: day)!)))
        }
    }

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "sample.calendar", provider: Provider()) { entry in
            Label(entry.title, systemImage: "calendar")
        }
        .configurationDisplayName("Up Next")
        .description("Your next event.")
        .supportedFamilies([.accessoryRectangular, .accessoryInline])
    }
}

/// A running timer: one entry whose text counts by itself; never reloads.
public struct SampleTimerWidget: Widget {
    public init() {}

    struct Entry: TimelineEntry {
        let date: Date
        let end: Date
    }

    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: context.date, end: context.date.addingTimeInterval(300)) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: context.date, end: context.date.addingTimeInterval(25 * 60))], policy: .never))
        }
    }

    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "sample.timer", provider: Provider()) { entry in
            ProgressView(timerInterval: entry.date...entry.end) {
                Text(timerInterval: entry.date...entry.end).monospacedDigit()
            }
            .progressViewStyle(.circular)
            .tint(.orange)
        }
        .configurationDisplayName("Focus Timer")
        .supportedFamilies([.accessoryCircular])
    }
}
