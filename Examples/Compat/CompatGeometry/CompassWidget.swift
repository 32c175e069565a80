// Compatibility example: a compass heading complication with a Path needle built from
// CGPoints, rotated with CGAffineTransform and rotationEffect, a tick ring drawn with
// Path.addLines in a GeometryReader, and Edge.Set padding. Only the import changed.
import GlanceKit

struct HeadingEntry: TimelineEntry {
    let date: Date
    let degrees: Double
}

struct HeadingProvider: TimelineProvider {
    func placeholder(in context: Context) -> HeadingEntry { HeadingEntry(date: context.date, degrees: 40) }
    func getSnapshot(in context: Context, completion: @escaping (HeadingEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HeadingEntry>) -> Void) {
        let entries = [40.0, 130, 275].enumerated().map { HeadingEntry(date: context.date.addingTimeInterval(Double($0.offset) * 600), degrees: $0.element) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// A kite-shaped needle pointing up, in the unit square scaled to the rect.
struct Needle: Shape {
    func path(in rect: CGRect) -> Path {
        let scale = CGAffineTransform(scaleX: rect.width, y: rect.height).translatedBy(x: rect.minX / max(rect.width, 1), y: rect.minY / max(rect.height, 1))
        var kite = Path()
        kite.move(to: CGPoint(x: 0.5, y: 0))
        kite.addLine(to: CGPoint(x: 0.62, y: 0.5))
        kite.addLine(to: CGPoint(x: 0.5, y: 0.62))
        kite.addLine(to: CGPoint(x: 0.38, y: 0.5))
        kite.closeSubpath()
        return kite.applying(scale)
    }
}

struct TickRing: View {
    var body: some View {
        GeometryReader { geo in
            let center = CGPoint(x: geo.size.width / 2, y: geo.size.height / 2)
            let outer = min(geo.size.width, geo.size.height) / 2
            Path { path in
                for tick in 0..<12 {
                    let angle = CGFloat(tick) * .pi / 6
                    let inner = outer * (tick % 3 == 0 ? 0.78 : 0.86)
                    path.addLines([
                        CGPoint(x: center.x + inner * cos(angle), y: center.y + inner * sin(angle)),
                        CGPoint(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)),
                    ])
                }
            }
            .stroke(Color.gray, lineWidth: 1.5)
        }
    }
}

struct CompassView: View {
    let entry: HeadingEntry

    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            TickRing().padding(2)
            Needle()
                .fill(Color.red)
                .frame(width: 14, height: 34)
                .rotationEffect(.degrees(entry.degrees))
                .widgetAccentable()
            Text(Int(entry.degrees).formatted())
                .font(.system(size: 9, weight: .bold))
                .padding([.top], 26)
        }
    }
}

struct CompassComplication: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Compass", provider: HeadingProvider()) { entry in
            CompassView(entry: entry)
        }
        .configurationDisplayName("Compass")
        .supportedFamilies([.accessoryCircular])
    }
}

@main
struct GeometryBundle: WidgetBundle {
    var body: some Widget {
        SleepComplication()
        CompassComplication()
    }
}

#Preview("Compass", as: .accessoryCircular) {
    CompassComplication()
} timeline: {
    HeadingEntry(date: .now, degrees: 40)
    HeadingEntry(date: .now.addingTimeInterval(600), degrees: 130)
}
