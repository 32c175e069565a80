// The long-strings benchmark widget as Swift: the same views and the same generated entries as
// `scripts/make-bench-rom.py 500 out/long500.json --long-strings`, so `glance bench --bundle`
// of this bundle and `glance bench` of that ROM measure the same pictures (docs/bench.md).
import GlanceKit

struct LongStringsEntry: TimelineEntry {
    let date: Date
    let temp: String
    let place: String
    let line: String
    let note: String
    let inline: String
    let corner: String
    let percent: Double

    static let places = [
        "Reykjavík", "San Francisco", "Kyoto", "Buenos Aires", "Oslo", "Cape Town", "Marseille", "Vancouver",
        "Lisbon", "Wellington", "Kraków", "Montréal", "Nairobi", "Hobart", "Tromsø", "Valparaíso", "Edinburgh",
    ]
    static let weather = [
        "light rain", "showers", "clear skies", "low cloud", "fog lifting", "sunny spells", "snow flurries",
        "gusty wind", "thunder later", "drizzle", "hail possible", "mild and dry",
    ]
    static let directions = ["north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"]

    /// The nth generated entry, as make-bench-rom.py's long_strings_data(n) writes it.
    init(_ n: Int, date: Date) {
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let place = Self.places[n % Self.places.count]
        let time = "\(two((6 + n / 60) % 24)):\(two(n % 60))"
        let weather = Self.weather[(n * 5) % Self.weather.count]
        let direction = Self.directions[(n * 3) % Self.directions.count]
        let temperature = (n * 37) % 41 - 8
        self.date = date
        temp = "\(temperature)°"
        self.place = "\(place) at \(time)"
        line = "\(temperature)° and \(weather), \((n * 13) % 90 + 1) mm"
        note = "Wind \((n * 7) % 60 + 3) km/h from the \(direction)"
        inline = "\(place) \(time) · \(weather)"
        corner = "\(Self.places[(n * 7) % Self.places.count]) \(time)"
        percent = Double((n * 29) % 101)
    }
}

struct LongStringsProvider: TimelineProvider {
    /// Entries in a timeline, as the ROM made with 500.
    static let count = 500

    func placeholder(in context: Context) -> LongStringsEntry { LongStringsEntry(0, date: Date()) }

    func getSnapshot(in context: Context, completion: @escaping (LongStringsEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<LongStringsEntry>) -> Void) {
        let now = Date()
        let entries = (0..<Self.count).map { LongStringsEntry($0, date: now.addingTimeInterval(Double($0) * 300)) }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(2 * 3600))))
    }
}

struct LongStringsView: View {
    @Environment(\.widgetFamily) var family
    let entry: LongStringsEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.percent, in: 0...100) {
                EmptyView()
            } currentValueLabel: {
                Text(entry.temp).font(.system(size: 17, weight: .semibold, design: .rounded))
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.blue, .green, .yellow, .red]))
        case .accessoryCorner:
            Text(entry.temp)
                .font(.system(size: 14, weight: .bold, design: .rounded))
                .widgetLabel(entry.corner)
        case .accessoryInline:
            HStack(spacing: 4) {
                Image(systemName: "cloud.rain.fill")
                Text(entry.inline)
            }
        default:
            VStack(alignment: .leading, spacing: 1) {
                Text(entry.place).font(.headline).lineLimit(1)
                Text(entry.line).font(.system(.title3, design: .rounded, weight: .semibold)).minimumScaleFactor(0.6).lineLimit(1)
                Text(entry.note).font(.footnote).foregroundStyle(.secondary).lineLimit(1)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
        }
    }
}

struct LongStringsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "long-strings-0", provider: LongStringsProvider()) { entry in
            LongStringsView(entry: entry)
        }
        .configurationDisplayName("Long strings")
        .description("Generated lines of 10-40 characters, new in every entry, in every family.")
        .supportedFamilies([.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline])
    }
}

@main
struct BenchWidgets: WidgetBundle {
    var body: some Widget {
        LongStringsWidget()
    }
}
