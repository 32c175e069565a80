// Compatibility example: a stock-ticker complication in the style of open-source market
// widgets. Its text is styled by modifiers declared on View, applied to stacks of texts:
// `font`, `fontWeight`, `fontDesign`, `bold`, `italic`, `monospacedDigit`, `monospaced`,
// `kerning`, `tracking`, `textCase`, `underline` and `strikethrough`, with a Text's own
// modifier winning over the stack's.
import GlanceKit

struct QuoteEntry: TimelineEntry {
    let date: Date
    let symbol: String
    let exchange: String
    let price: Double
    let previousClose: Double

    var change: Double { (price - previousClose) / previousClose * 100 }
}

struct QuoteProvider: TimelineProvider {
    func placeholder(in context: Context) -> QuoteEntry {
        QuoteEntry(date: context.date, symbol: "aapl", exchange: "nasdaq", price: 231.4, previousClose: 228.9)
    }

    func getSnapshot(in context: Context, completion: @escaping (QuoteEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<QuoteEntry>) -> Void) {
        let prices = [231.4, 229.8, 226.1]
        let entries = prices.enumerated().map { step, price in
            QuoteEntry(
                date: context.date.addingTimeInterval(Double(step) * 900), symbol: "aapl", exchange: "nasdaq", price: price,
                previousClose: 228.9)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TickerView: View {
    @Environment(\.widgetFamily) private var family
    let entry: QuoteEntry

    private var trend: Color { entry.change >= 0 ? .green : .red }

    var body: some View {
        switch family {
        case .accessoryCircular:
            VStack(spacing: 0) {
                Text(entry.symbol)
                    .font(.system(size: 10))
                Text(entry.price, format: .number.precision(.fractionLength(0)))
                Text(String(format: "%+.1f%%", entry.change))
                    .font(.system(size: 9))
                    .foregroundStyle(trend)
            }
            .font(.system(size: 17))
            .fontDesign(.rounded)
            .fontWeight(.semibold)
            .monospacedDigit()
            .textCase(.uppercase)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 1) {
                HStack {
                    Text(entry.exchange)
                    Spacer()
                    Text(entry.date, style: .time)
                        .textCase(nil)
                }
                .font(.caption2)
                .textCase(.uppercase)
                .tracking(1.2)
                .foregroundStyle(.secondary)
                HStack(alignment: .firstTextBaseline) {
                    Text(entry.symbol)
                        .fontDesign(.default)
                    Spacer()
                    Text(entry.price, format: .number.precision(.fractionLength(2)))
                }
                .font(.title3)
                .textCase(.uppercase)
                .monospaced()
                .bold()
                HStack(spacing: 4) {
                    Text(String(format: "%+.2f%%", entry.change))
                        .foregroundStyle(trend)
                        .underline(entry.change < -1, color: .red)
                    Text(entry.previousClose, format: .number.precision(.fractionLength(2)))
                        .strikethrough()
                        .foregroundStyle(.secondary)
                    Text("close")
                        .foregroundStyle(.tertiary)
                }
                .font(.caption)
                .italic()
                .kerning(0.5)
            }
        case .accessoryInline:
            Text("\(entry.symbol) \(String(format: "%.2f", entry.price))")
                .textCase(.uppercase)
                .monospacedDigit()
        default:
            EmptyView()
        }
    }
}

struct TickerComplication: Widget {
    let kind = "TickerComplication"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: QuoteProvider()) { entry in
            TickerView(entry: entry)
        }
        .configurationDisplayName("Ticker")
        .description("A stock's latest price.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview("Quote", as: .accessoryRectangular) {
    TickerComplication()
} timelineProvider: {
    QuoteProvider()
}

#Preview("Price", as: .accessoryCircular) {
    TickerComplication()
} timeline: {
    QuoteEntry(date: Date(timeIntervalSince1970: 1_780_000_000), symbol: "msft", exchange: "nasdaq", price: 418.2, previousClose: 421.7)
}
