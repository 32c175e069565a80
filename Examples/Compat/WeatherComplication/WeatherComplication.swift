// Compatibility example: a weather complication in the style of iOS 17 / watchOS 10 widgets:
// AppIntentConfiguration with recommendations(), #Preview with timelines and intents,
// measurement and percent format styles, Gauge with an AngularGradient, containerBackground
// with hierarchical shape styles, \.showsWidgetLabel and widgetLabel. Only the import changed.
import GlanceKit

struct WeatherEntry: TimelineEntry {
    let date: Date
    let city: String
    let temperature: Measurement<UnitTemperature>
    let low: Measurement<UnitTemperature>
    let high: Measurement<UnitTemperature>
    let precipitationChance: Double
    let symbol: String
    let unit: TemperatureUnit
    let showsRange: Bool
}

extension WeatherEntry {
    static func sample(city: String = "Oslo", celsius: Double = 14, unit: TemperatureUnit = .celsius, date: Date = .now, symbol: String = "cloud.sun.fill") -> WeatherEntry {
        WeatherEntry(
            date: date, city: city, temperature: .init(value: celsius, unit: .celsius), low: .init(value: celsius - 5, unit: .celsius),
            high: .init(value: celsius + 4, unit: .celsius), precipitationChance: 0.3, symbol: symbol, unit: unit, showsRange: true)
    }
}

struct WeatherProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> WeatherEntry {
        .sample()
    }

    func snapshot(for configuration: WeatherConfigurationIntent, in context: Context) async -> WeatherEntry {
        .sample(city: configuration.city, unit: configuration.unit)
    }

    func timeline(for configuration: WeatherConfigurationIntent, in context: Context) async -> Timeline<WeatherEntry> {
        let hourly: [Double] = [14, 16, 18, 17, 13]
        let entries = hourly.enumerated().map { hour, celsius in
            WeatherEntry.sample(
                city: configuration.city, celsius: celsius, unit: configuration.unit,
                date: Calendar.current.date(byAdding: .hour, value: hour, to: context.date)!,
                symbol: celsius > 16 ? "sun.max.fill" : "cloud.sun.fill")
        }
        return Timeline(entries: entries, policy: .atEnd)
    }

    func recommendations() -> [AppIntentRecommendation<WeatherConfigurationIntent>] {
        [
            AppIntentRecommendation(intent: .oslo, description: "Oslo"),
            AppIntentRecommendation(intent: .phoenix, description: "Phoenix (°F)"),
        ]
    }
}

struct WeatherComplicationView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    let entry: WeatherEntry

    private var unit: UnitTemperature { entry.unit == .celsius ? .celsius : .fahrenheit }
    private func degrees(_ m: Measurement<UnitTemperature>) -> Measurement<UnitTemperature> { m.converted(to: unit) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            if showsWidgetLabel {
                Image(systemName: entry.symbol)
                    .font(.title2)
                    .symbolRenderingMode(.hierarchical)
                    .widgetLabel {
                        Text(degrees(entry.temperature), format: .measurement(width: .narrow, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0))))
                    }
            } else {
                Gauge(value: entry.temperature.value, in: entry.low.value...entry.high.value) {
                    Image(systemName: entry.symbol)
                } currentValueLabel: {
                    Text(degrees(entry.temperature).value, format: .number.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryCircular)
                .tint(AngularGradient(gradient: Gradient(colors: [.blue, .green, .yellow, .orange]), center: .center))
            }
        case .accessoryCorner:
            Image(systemName: entry.symbol)
                .font(.title3)
                .widgetLabel("\(entry.city) \(Int(degrees(entry.temperature).value.rounded()))°")
        case .accessoryRectangular:
            HStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text(entry.city)
                        .font(.headline)
                        .widgetAccentable()
                    Text(degrees(entry.temperature), format: .measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(0))))
                        .font(.title2)
                    // Three lines fill a watch's rectangular slot: range and rain share the last.
                    Group {
                        if entry.showsRange {
                            Text("\(Int(degrees(entry.high).value.rounded()))°/\(Int(degrees(entry.low).value.rounded()))° · ")
                                + Text(entry.precipitationChance, format: .percent) + Text(" rain")
                        } else {
                            Text(entry.precipitationChance, format: .percent) + Text(" rain")
                        }
                    }
                    .font(.caption)
                    .foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: entry.symbol)
                    .font(.title2)
                    .symbolRenderingMode(.hierarchical)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        case .accessoryInline:
            Label {
                Text(degrees(entry.temperature), format: .measurement(width: .narrow, usage: .asProvided))
            } icon: {
                Image(systemName: entry.symbol)
            }
        default:
            Text(entry.city)
        }
    }
}

struct WeatherComplication: Widget {
    let kind: String = "WeatherComplication"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: WeatherConfigurationIntent.self, provider: WeatherProvider()) { entry in
            WeatherComplicationView(entry: entry)
        }
        .configurationDisplayName("Weather")
        .description("Temperature and conditions.")
        .supportedFamilies([.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline])
    }
}

@main
struct WeatherBundle: WidgetBundle {
    var body: some Widget {
        WeatherComplication()
    }
}

#Preview("Rectangular", as: .accessoryRectangular, using: WeatherConfigurationIntent.oslo) {
    WeatherComplication()
} timeline: {
    WeatherEntry.sample(celsius: 14)
    WeatherEntry.sample(celsius: 19, symbol: "sun.max.fill")
}

#Preview("Circular, Fahrenheit", as: .accessoryCircular, using: WeatherConfigurationIntent.phoenix) {
    WeatherComplication()
} timeline: {
    WeatherEntry.sample(city: "Phoenix", celsius: 31, unit: .fahrenheit, symbol: "sun.max.fill")
}

#Preview(as: .accessoryCorner) {
    WeatherComplication()
} timeline: {
    WeatherEntry.sample()
}

#Preview("Inline from the provider", as: .accessoryInline, using: WeatherConfigurationIntent.oslo) {
    WeatherComplication()
} timelineProvider: {
    WeatherProvider()
}
