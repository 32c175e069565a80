// Compatibility example: a device-battery complication in the style of open-source charging
// and battery widgets. Its gauge, progress bar and labels are drawn by the app's own styles:
// a GaugeStyle ring built from `configuration.value` and the type-erased labels, a segmented
// ProgressViewStyle reading `fractionCompleted`, and two LabelStyles (one stacking icon over
// title, one decorating the built-in style through `Label(configuration)`).
import GlanceKit

struct ChargeEntry: TimelineEntry {
    let date: Date
    let phone: Double
    let headphones: Double
    let isCharging: Bool
}

struct ChargeProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChargeEntry {
        ChargeEntry(date: context.date, phone: 64, headphones: 35, isCharging: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (ChargeEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChargeEntry>) -> Void) {
        let entries = stride(from: 0, to: 4, by: 1).map { step in
            ChargeEntry(
                date: context.date.addingTimeInterval(Double(step) * 1_200), phone: min(100, 48 + Double(step) * 17),
                headphones: max(5, 35 - Double(step) * 9), isCharging: step < 3)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// A ring that fills clockwise from 12 o'clock, with the value in the middle.
struct ChargeRingStyle: GaugeStyle {
    var lineWidth: CGFloat = 5
    var colors: [Color] = [.red, .orange, .green]

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.35), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: configuration.value)
                .stroke(
                    AngularGradient(gradient: Gradient(colors: colors), center: .center),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                configuration.currentValueLabel
                    .font(.system(size: 15, weight: .semibold, design: .rounded))
                configuration.label
                    .font(.system(size: 8, weight: .medium))
                    .foregroundStyle(.secondary)
            }
        }
        .padding(lineWidth / 2)
    }
}

/// A bar in separate segments, lit up to the completed fraction in the tint.
struct SegmentedProgressStyle: ProgressViewStyle {
    var segments = 6

    func makeBody(configuration: Configuration) -> some View {
        let lit = Int(((configuration.fractionCompleted ?? 0) * Double(segments)).rounded())
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
                .font(.caption2)
            HStack(spacing: 2) {
                ForEach(0..<segments, id: \.self) { index in
                    Capsule()
                        .fill(index < lit ? AnyShapeStyle(.tint) : AnyShapeStyle(.fill.tertiary))
                        .frame(height: 6)
                }
            }
        }
    }
}

/// The icon above the title, for a row of small labels.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 1) {
            configuration.icon
                .font(.system(size: 13))
                .foregroundStyle(.tint)
            configuration.title
                .font(.system(size: 10, weight: .semibold))
        }
    }
}

/// Whatever label style is in force around it, in yellow.
struct BoltLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .foregroundStyle(.yellow)
    }
}

struct ChargeComplicationView: View {
    @Environment(\.widgetFamily) private var family
    let entry: ChargeEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.phone, in: 0...100) {
                Text("PHONE")
            } currentValueLabel: {
                Text("\(Int(entry.phone))")
            }
            .gaugeStyle(ChargeRingStyle())
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 3) {
                HStack {
                    Label("\(Int(entry.phone))%", systemImage: "iphone")
                    Spacer()
                    Label("\(Int(entry.headphones))%", systemImage: "headphones")
                    Spacer()
                    Label(entry.isCharging ? "On" : "Off", systemImage: "bolt.fill")
                }
                .labelStyle(StackedLabelStyle())
                .tint(.green)
                ProgressView(value: entry.phone, total: 100) {
                    Text(entry.isCharging ? "Charging" : "On battery")
                }
                .progressViewStyle(SegmentedProgressStyle())
                .tint(entry.phone > 20 ? .green : .red)
            }
        case .accessoryInline:
            Label("\(Int(entry.phone))% charged", systemImage: "bolt.fill")
                .labelStyle(BoltLabelStyle())
        default:
            EmptyView()
        }
    }
}

struct ChargeComplication: Widget {
    let kind = "ChargeComplication"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ChargeProvider()) { entry in
            ChargeComplicationView(entry: entry)
        }
        .configurationDisplayName("Batteries")
        .description("Charge of your devices.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview("Ring", as: .accessoryCircular) {
    ChargeComplication()
} timeline: {
    ChargeEntry(date: Date(timeIntervalSince1970: 1_780_000_000), phone: 72, headphones: 40, isCharging: true)
    ChargeEntry(date: Date(timeIntervalSince1970: 1_780_003_600), phone: 15, headphones: 8, isCharging: false)
}

#Preview("Devices", as: .accessoryRectangular) {
    ChargeComplication()
} timelineProvider: {
    ChargeProvider()
}
