// The less common SwiftUI and WidgetKit API as code written for Apple's SDK uses it; only the
// import differs. It is not in the bundle: it is here so that the build proves it compiles.
import GlanceKit

@available(iOSApplicationExtension 16.0, watchOSApplicationExtension 9.0, *)
struct LongTailEntryView: View {
    let date: Date
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    @ScaledMetric(relativeTo: .caption) private var ring = 4.0
    @ScaledMetric private var gap = 2.0

    var body: some View {
        VStack(alignment: .leading, spacing: gap) {
            (Text(Image(systemName: "thermometer.medium")) + Text(" ")
                + Text(Measurement(value: 21.5, unit: UnitTemperature.celsius), format: .measurement(width: .abbreviated)).bold()
                + Text(" · ").foregroundStyle(.secondary) + Text(0.42, format: .percent).foregroundColor(.cyan))
            Text(date, format: .dateTime.weekday(.abbreviated).hour().minute())
                .environment(\.locale, Locale(identifier: "de_DE"))
            Text(verbatim: "3.1") + Text(3.14159, format: .number.precision(.fractionLength(1)))
            Text(date.addingTimeInterval(7200), format: .relative(presentation: .named))
            Label {
                Text("Rain")
            } icon: {
                Image(systemName: "cloud.rain").symbolRenderingMode(.hierarchical)
            }
            GeometryReader { proxy in
                Capsule().fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow, .red]), center: .center))
                    .frame(width: proxy.size.width * 0.5, height: ring)
            }
            ProgressView(timerInterval: date...date.addingTimeInterval(600), countsDown: true) {
                Text("Tea")
            } currentValueLabel: {
                Text("10:00")
            }
            .progressViewStyle(.linear)
        }
        .mask { LinearGradient(colors: [.white, .white.opacity(0.2)], startPoint: .top, endPoint: .bottom) }
        .saturation(0.8)
        .widgetLabel(showsWidgetLabel ? "Now" : "")
        .containerBackground(.fill.tertiary, for: .widget)
        .background(.ultraThinMaterial)
        .foregroundStyle(.foreground.secondary)
        .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.primary.opacity(0.3), style: StrokeStyle(lineWidth: 1, lineCap: .round, dash: [2, 2])))
        .tint(Color.blue.mix(with: .green, by: 0.5))
    }
}

struct LongTailWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "LongTail", provider: LongTailProvider()) { entry in
            if #available(watchOSApplicationExtension 10.0, iOSApplicationExtension 17.0, *) {
                LongTailEntryView(date: entry.date)
            } else {
                Text(entry.date, style: .time)
            }
        }
        .supportedFamilies([.accessoryRectangular])
        .containerBackgroundRemovable(false)
    }
}

struct LongTailProvider: TimelineProvider {
    func placeholder(in context: Context) -> LongTailEntry { LongTailEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (LongTailEntry) -> ()) { completion(LongTailEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<LongTailEntry>) -> ()) {
        completion(Timeline(entries: [LongTailEntry(date: Date())], policy: .never))
    }
}

struct LongTailEntry: TimelineEntry {
    let date: Date
}
