// Compatibility example: a sleep-stages complication drawn the way fitness apps draw theirs:
// a custom Shape of bars computed from CGRect, a Path built with addArc in Angles, a
// GeometryReader doing CGFloat arithmetic, cornerRadius and rotationEffect. Only the import
// changed.
import GlanceKit

struct SleepEntry: TimelineEntry {
    let date: Date
    /// Fraction of each hour of the night asleep, 0...1.
    let hours: [Double]
    let score: Int
}

struct SleepProvider: TimelineProvider {
    func placeholder(in context: Context) -> SleepEntry {
        SleepEntry(date: context.date, hours: [0.2, 0.9, 1.0, 0.7, 0.95, 0.6, 0.3], score: 82)
    }

    func getSnapshot(in context: Context, completion: @escaping (SleepEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SleepEntry>) -> Void) {
        let nights: [[Double]] = [[0.2, 0.9, 1.0, 0.7, 0.95, 0.6, 0.3], [0.5, 0.6, 0.8, 1.0, 0.4, 0.9, 0.7]]
        let entries = nights.enumerated().map { i, hours in
            SleepEntry(date: context.date.addingTimeInterval(Double(i) * 3600), hours: hours, score: 70 + i * 12)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// Bars whose heights are the values, each a rounded rect of a fixed share of the width.
struct StageBars: Shape {
    var values: [Double]

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !values.isEmpty else { return path }
        let slot = rect.width / CGFloat(values.count)
        let barWidth = slot * 0.6
        for (index, value) in values.enumerated() {
            let height = max(2, rect.height * CGFloat(value))
            let bar = CGRect(x: rect.minX + CGFloat(index) * slot + (slot - barWidth) / 2, y: rect.maxY - height, width: barWidth, height: height)
            path.addRoundedRect(in: bar, cornerSize: CGSize(width: barWidth / 2, height: barWidth / 2))
        }
        return path
    }
}

/// An open ring that starts at the bottom left, as score dials do.
struct ScoreArc: Shape {
    var progress: Double

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        let center = CGPoint(x: rect.midX, y: rect.midY)
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: .degrees(135), endAngle: .degrees(135 + 270 * progress), clockwise: false)
        return path
    }
}

struct SleepCircularView: View {
    let entry: SleepEntry

    var body: some View {
        GeometryReader { proxy in
            let side: CGFloat = min(proxy.size.width, proxy.size.height)
            let lineWidth = side * 0.09
            ZStack {
                ScoreArc(progress: 1)
                    .stroke(Color.white.opacity(0.25), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                ScoreArc(progress: Double(entry.score) / 100)
                    .stroke(Color.indigo, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                VStack(spacing: 0) {
                    Image(systemName: "bed.double.fill").font(.system(size: side * 0.2))
                    Text("\(entry.score)").font(.system(size: side * 0.3, weight: .semibold, design: .rounded))
                }
            }
            .padding(lineWidth / 2)
            .frame(width: proxy.size.width, height: proxy.size.height)
        }
    }
}

struct SleepRectangularView: View {
    let entry: SleepEntry

    var body: some View {
        HStack(alignment: .bottom, spacing: 6) {
            VStack(alignment: .leading, spacing: 2) {
                Text("Sleep").font(.headline).widgetAccentable()
                Text("Score \(entry.score)").font(.caption)
            }
            StageBars(values: entry.hours)
                .fill(LinearGradient(colors: [.purple, .indigo], startPoint: .top, endPoint: .bottom))
                .frame(maxWidth: .infinity)
                .padding(4)
                .background(Color.white.opacity(0.12))
                .cornerRadius(6)
        }
    }
}

struct SleepComplication: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SleepStages", provider: SleepProvider()) { entry in
            SleepEntryView(entry: entry)
        }
        .configurationDisplayName("Sleep")
        .description("Last night's sleep stages and score.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}

struct SleepEntryView: View {
    @Environment(\.widgetFamily) var family
    let entry: SleepEntry

    var body: some View {
        switch family {
        case .accessoryRectangular: SleepRectangularView(entry: entry)
        default: SleepCircularView(entry: entry)
        }
    }
}

#Preview("Sleep", as: .accessoryCircular) {
    SleepComplication()
} timeline: {
    SleepEntry(date: .now, hours: [0.2, 0.9, 1.0, 0.7, 0.95, 0.6, 0.3], score: 82)
}

#Preview("Sleep stages", as: .accessoryRectangular) {
    SleepComplication()
} timeline: {
    SleepEntry(date: .now, hours: [0.2, 0.9, 1.0, 0.7, 0.95, 0.6, 0.3], score: 82)
    SleepEntry(date: .now.addingTimeInterval(3600), hours: [0.5, 0.6, 0.8, 1.0, 0.4, 0.9, 0.7], score: 94)
}
