// Compatibility example: activity rings and a step count in the style of open-source fitness
// complications: GeometryReader rings drawn with trimmed circles and StrokeStyle, Text
// concatenation with inline symbols, @ScaledMetric, gradients with stops, Color.mix, mask,
// saturation for Always On, materials as container backgrounds, date and number formats with
// a locale, and #available checks. Only the import changed.
import GlanceKit

struct ActivityEntry: TimelineEntry {
    let date: Date
    let move: Double
    let exercise: Double
    let stand: Double
    let steps: Int
}

struct ActivityProvider: TimelineProvider {
    func placeholder(in context: Context) -> ActivityEntry {
        ActivityEntry(date: context.date, move: 0.6, exercise: 0.4, stand: 0.8, steps: 6_240)
    }

    func getSnapshot(in context: Context, completion: @escaping (ActivityEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ActivityEntry>) -> Void) {
        let entries = (0..<4).map { quarter in
            ActivityEntry(
                date: context.date.addingTimeInterval(Double(quarter) * 900), move: 0.3 + Double(quarter) * 0.2,
                exercise: 0.2 + Double(quarter) * 0.25, stand: 0.5 + Double(quarter) * 0.1, steps: 4_000 + quarter * 1_850)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct RingView: View {
    let progress: Double
    let colors: [Color]
    let lineWidth: CGFloat

    var body: some View {
        ZStack {
            Circle()
                .stroke(style: StrokeStyle(lineWidth: lineWidth))
                .foregroundStyle(colors[0].opacity(0.25))
            Circle()
                .trim(from: 0, to: min(progress, 1))
                .stroke(
                    LinearGradient(gradient: Gradient(stops: [
                        .init(color: colors[0], location: 0),
                        .init(color: colors[0].mix(with: colors[1], by: 0.5), location: 0.6),
                        .init(color: colors[1], location: 1),
                    ]), startPoint: .top, endPoint: .bottom),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct ActivityRingsView: View {
    let entry: ActivityEntry
    @ScaledMetric(relativeTo: .caption) var ringWidth: CGFloat = 4.5

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                RingView(progress: entry.move, colors: [.red, .pink], lineWidth: ringWidth)
                    .frame(width: side, height: side)
                RingView(progress: entry.exercise, colors: [.green, .mint], lineWidth: ringWidth)
                    .frame(width: side - ringWidth * 2.6, height: side - ringWidth * 2.6)
                RingView(progress: entry.stand, colors: [.cyan, .blue], lineWidth: ringWidth)
                    .frame(width: side - ringWidth * 5.2, height: side - ringWidth * 5.2)
            }
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}

struct ActivityComplicationView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    let entry: ActivityEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ActivityRingsView(entry: entry)
                .padding(2)
                .saturation(isLuminanceReduced ? 0.3 : 1)
        case .accessoryRectangular:
            HStack(spacing: 8) {
                ActivityRingsView(entry: entry)
                    .frame(width: 54, height: 54)
                VStack(alignment: .leading, spacing: 1) {
                    Text(Image(systemName: "figure.walk")) + Text(" ") + Text(entry.steps, format: .number).bold()
                    Text("\(Int(entry.move * 100))% move").font(.caption).foregroundStyle(.secondary)
                    Text(entry.date, format: .dateTime.weekday(.abbreviated).hour().minute())
                        .font(.caption2)
                        .environment(\.locale, Locale(identifier: "de_DE"))
                }
                Spacer(minLength: 0)
            }
            .containerBackground(for: .widget) {
                Color.clear.background(.ultraThinMaterial)
            }
        case .accessoryInline:
            if #available(watchOSApplicationExtension 10.0, iOSApplicationExtension 17.0, *) {
                Text(Image(systemName: "flame.fill")) + Text(" \(Int(entry.move * 100))% · \(entry.steps) steps")
            } else {
                Text("\(entry.steps) steps")
            }
        default:
            EmptyView()
        }
    }
}

struct StepBarView: View {
    let fraction: Double

    var body: some View {
        LinearGradient(colors: [.green, .yellow, .orange], startPoint: .leading, endPoint: .trailing)
            .mask(alignment: .leading) {
                Capsule().frame(maxWidth: .infinity).scaleEffect(x: fraction, y: 1, anchor: .leading)
            }
            .frame(height: 6)
    }
}

struct ActivityComplication: Widget {
    let kind = "ActivityComplication"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ActivityProvider()) { entry in
            ActivityComplicationView(entry: entry)
        }
        .configurationDisplayName("Activity")
        .description("Rings and steps.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
        .containerBackgroundRemovable(false)
    }
}

@main
struct ActivityBundle: WidgetBundle {
    var body: some Widget {
        ActivityComplication()
    }
}

#Preview("Rings", as: .accessoryCircular) {
    ActivityComplication()
} timelineProvider: {
    ActivityProvider()
}

#Preview("Rectangular", as: .accessoryRectangular) {
    ActivityComplication()
} timeline: {
    ActivityEntry(date: Date(timeIntervalSince1970: 1_780_000_000), move: 0.45, exercise: 0.7, stand: 0.9, steps: 7_312)
    ActivityEntry(date: Date(timeIntervalSince1970: 1_780_003_600), move: 1.1, exercise: 1.0, stand: 1.0, steps: 12_004)
}

#Preview("Step bar", traits: .sizeThatFitsLayout) {
    VStack(alignment: .leading) {
        Text("Steps").font(.headline)
        StepBarView(fraction: 0.62)
    }
    .padding()
}
