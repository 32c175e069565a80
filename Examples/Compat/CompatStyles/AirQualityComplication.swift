// Compatibility example: an air-quality complication in the style of open-source weather and
// pollution widgets. Its palette is written with SwiftUI's colour initialisers (sRGB, Display
// P3, linear sRGB, hue–saturation–brightness, grey levels), and it paints with shape styles:
// `Color.gradient`, a `Gradient` used directly, `.tint`, hierarchical levels down to
// `.quinary`, `.fill.tertiary`, `.red.secondary`, `Color.mix(with:by:)` and opacity.
import GlanceKit

struct AirEntry: TimelineEntry {
    let date: Date
    let index: Int
    let pollen: Double
}

struct AirProvider: TimelineProvider {
    func placeholder(in context: Context) -> AirEntry { AirEntry(date: context.date, index: 42, pollen: 0.3) }

    func getSnapshot(in context: Context, completion: @escaping (AirEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<AirEntry>) -> Void) {
        let readings = [(38, 0.2), (87, 0.45), (152, 0.7), (230, 0.9)]
        let entries = readings.enumerated().map { hour, reading in
            AirEntry(date: context.date.addingTimeInterval(Double(hour) * 3_600), index: reading.0, pollen: reading.1)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

enum AirPalette {
    static let good = Color(red: 0.2, green: 0.78, blue: 0.35)
    static let moderate = Color(.displayP3, red: 1, green: 0.8, blue: 0.1)
    static let unhealthy = Color(hue: 0.02, saturation: 0.85, brightness: 0.95)
    static let hazardous = Color(.sRGB, red: 0.56, green: 0.12, blue: 0.4, opacity: 1)
    static let haze = Color(white: 0.88, opacity: 0.9)
    static let ink = Color(.sRGBLinear, white: 0.01)

    static func color(for index: Int) -> Color {
        switch index {
        case ..<51: return good
        case ..<101: return good.mix(with: moderate, by: 0.7)
        case ..<201: return unhealthy
        default: return hazardous
        }
    }

    static func category(for index: Int) -> String {
        switch index {
        case ..<51: return "Good"
        case ..<101: return "Moderate"
        case ..<201: return "Unhealthy"
        default: return "Hazardous"
        }
    }
}

struct AirIndexBadge: View {
    let entry: AirEntry

    var body: some View {
        ZStack {
            Circle()
                .fill(AirPalette.color(for: entry.index).gradient)
            VStack(spacing: -1) {
                Text("\(entry.index)")
                    .font(.system(size: 17, weight: .bold, design: .rounded))
                    .foregroundStyle(AirPalette.ink)
                Text("AQI")
                    .font(.system(size: 8, weight: .semibold))
                    .foregroundStyle(AirPalette.ink.opacity(0.6))
            }
        }
    }
}

/// A vertical scale from clean air at the bottom to hazardous at the top, with a marker.
struct AirScale: View {
    let index: Int

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .top) {
                Capsule()
                    .fill(Gradient(colors: [AirPalette.hazardous, AirPalette.unhealthy, AirPalette.moderate, AirPalette.good]))
                Circle()
                    .fill(AirPalette.haze)
                    .frame(width: 8, height: 8)
                    .offset(y: (1 - min(Double(index), 300) / 300) * (proxy.size.height - 8))
            }
        }
        .frame(width: 8)
    }
}

struct AirQualityView: View {
    @Environment(\.widgetFamily) private var family
    let entry: AirEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            AirIndexBadge(entry: entry)
        case .accessoryRectangular:
            HStack(spacing: 6) {
                AirScale(index: entry.index)
                VStack(alignment: .leading, spacing: 2) {
                    HStack {
                        Text("Air quality")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                        Spacer()
                        Circle()
                            .fill(.tint)
                            .frame(width: 6, height: 6)
                    }
                    Text(AirPalette.category(for: entry.index))
                        .font(.headline)
                        .foregroundStyle(AirPalette.color(for: entry.index))
                    Rectangle()
                        .fill(.quinary)
                        .frame(height: 1)
                    HStack(spacing: 4) {
                        Text("Pollen")
                            .foregroundStyle(.tertiary)
                        Text(entry.pollen > 0.6 ? "high" : "low")
                            .foregroundStyle(entry.pollen > 0.6 ? AnyShapeStyle(.red.secondary) : AnyShapeStyle(.quaternary))
                    }
                    .font(.caption2)
                }
                .padding(4)
                .background(RoundedRectangle(cornerRadius: 6).fill(.fill.tertiary))
            }
            .tint(AirPalette.color(for: entry.index))
        case .accessoryInline:
            Text("AQI \(entry.index) · \(AirPalette.category(for: entry.index))")
        default:
            EmptyView()
        }
    }
}

struct AirQualityComplication: Widget {
    let kind = "AirQualityComplication"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: AirProvider()) { entry in
            AirQualityView(entry: entry)
        }
        .configurationDisplayName("Air Quality")
        .description("The air index where you are.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview("Index", as: .accessoryCircular) {
    AirQualityComplication()
} timelineProvider: {
    AirProvider()
}

#Preview("Scale", as: .accessoryRectangular) {
    AirQualityComplication()
} timeline: {
    AirEntry(date: Date(timeIntervalSince1970: 1_780_000_000), index: 64, pollen: 0.7)
    AirEntry(date: Date(timeIntervalSince1970: 1_780_003_600), index: 180, pollen: 0.2)
}

#Preview("Palette", traits: .sizeThatFitsLayout) {
    HStack(spacing: 4) {
        ForEach([AirPalette.good, AirPalette.moderate, AirPalette.unhealthy, AirPalette.hazardous], id: \.self) { color in
            RoundedRectangle(cornerRadius: 4)
                .fill(color.gradient)
                .frame(width: 24, height: 24)
        }
    }
    .padding(4)
}
