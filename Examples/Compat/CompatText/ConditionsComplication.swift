// Compatibility example: outdoor conditions in the style of weather and running complications:
// values interpolated with `format:` into Text literals (dates, percents, numbers and
// measurements), Text(_:format:) with Measurement.FormatStyle (usage, hidesScaleName,
// numberFormatStyle), every Text.DateStyle, Text(timerInterval:pauseTime:countsDown:showsHours:),
// Text(DateInterval), Text(verbatim:) and Text + Text. Only the import changed.
import GlanceKit

struct ConditionsEntry: TimelineEntry {
    let date: Date
    let temperature: Measurement<UnitTemperature>
    let wind: Measurement<UnitSpeed>
    let rainChance: Double
    let uvIndex: Double
    let sunset: Date
    let runWindow: DateInterval
}

extension ConditionsEntry {
    static func sample(at date: Date, celsius: Double = 17.4, rain: Double = 0.35) -> ConditionsEntry {
        ConditionsEntry(
            date: date,
            temperature: Measurement(value: celsius, unit: .celsius),
            wind: Measurement(value: 21, unit: .kilometersPerHour),
            rainChance: rain,
            uvIndex: 5.26,
            sunset: date.addingTimeInterval(3 * 3600 + 25 * 60),
            runWindow: DateInterval(start: date.addingTimeInterval(2 * 3600), duration: 45 * 60))
    }
}

struct ConditionsProvider: TimelineProvider {
    func placeholder(in context: Context) -> ConditionsEntry {
        .sample(at: context.date)
    }

    func getSnapshot(in context: Context, completion: @escaping (ConditionsEntry) -> Void) {
        completion(.sample(at: context.date))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ConditionsEntry>) -> Void) {
        let forecast: [(Double, Double)] = [(17.4, 0.35), (18.9, 0.2), (16.1, 0.6)]
        let entries = forecast.enumerated().map { hour, reading in
            ConditionsEntry.sample(at: context.date.addingTimeInterval(Double(hour) * 3600), celsius: reading.0, rain: reading.1)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct ConditionsView: View {
    @Environment(\.widgetFamily) private var family
    let entry: ConditionsEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            VStack(spacing: 0) {
                Text(entry.temperature, format: .measurement(width: .narrow, usage: .weather, hidesScaleName: true))
                    .font(.system(size: 20, weight: .semibold, design: .rounded))
                Text("\(entry.rainChance, format: .percent)")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 0) {
                Text("\(entry.temperature, format: .measurement(width: .abbreviated, usage: .weather, numberFormatStyle: .number.precision(.fractionLength(0))))")
                    .font(.headline)
                    + Text(verbatim: " · ")
                    + Text(entry.wind, format: .measurement(width: .abbreviated, usage: .wind, numberFormatStyle: .number.precision(.fractionLength(0))))
                    .foregroundColor(.secondary)
                Text("UV \(entry.uvIndex, format: .number.precision(.fractionLength(1))) · rain \(entry.rainChance, format: .percent.precision(.fractionLength(0)))")
                    .font(.caption)
                (Text("Sunset ") + Text(entry.sunset, style: .relative))
                    .font(.caption)
                Text(entry.runWindow)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryInline:
            Text("\(entry.date, format: .dateTime.hour().minute()) \(entry.temperature, format: .measurement(width: .narrow))")
        case .accessoryCorner:
            Text(entry.temperature, format: .measurement(width: .narrow, usage: .weather, hidesScaleName: true))
                .font(.title3)
                .widgetLabel {
                    Text(timerInterval: entry.date...entry.sunset, countsDown: true, showsHours: true)
                }
        default:
            EmptyView()
        }
    }
}

struct ConditionsComplication: Widget {
    let kind = "ConditionsComplication"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ConditionsProvider()) { entry in
            ConditionsView(entry: entry)
                .containerBackground(.clear, for: .widget)
        }
        .configurationDisplayName("Conditions")
        .description("Temperature, wind, rain and sunset.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}

/// Every `Text.DateStyle` of one date, as a settings screen lists them.
struct DateStylesView: View {
    let date: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(date, style: .time)
            Text(date, style: .date)
            Text(date, style: .relative)
            Text(date, style: .offset)
            Text(date, style: .timer)
            Text(timerInterval: date.addingTimeInterval(-600)...date.addingTimeInterval(600), pauseTime: date, countsDown: false, showsHours: false)
            Text(date.addingTimeInterval(-5400)...date)
        }
        .font(.caption)
    }
}

#Preview("Rectangular", as: .accessoryRectangular) {
    ConditionsComplication()
} timeline: {
    ConditionsEntry.sample(at: Date(timeIntervalSince1970: 1_780_480_140))
    ConditionsEntry.sample(at: Date(timeIntervalSince1970: 1_780_483_740), celsius: 19.2, rain: 0.1)
}

#Preview("Circular", as: .accessoryCircular) {
    ConditionsComplication()
} timelineProvider: {
    ConditionsProvider()
}

#Preview("Corner", as: .accessoryCorner) {
    ConditionsComplication()
} timeline: {
    ConditionsEntry.sample(at: Date(timeIntervalSince1970: 1_780_480_140))
}

#Preview("Date styles", traits: .sizeThatFitsLayout) {
    DateStylesView(date: Date(timeIntervalSince1970: 1_780_480_140))
        .padding()
}
