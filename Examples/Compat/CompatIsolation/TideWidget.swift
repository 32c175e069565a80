// Compatibility example: view helpers written the way Xcode 16 projects write them: top-level
// `@ViewBuilder` functions, static and nonisolated helpers that build views, a ViewModifier
// applied with `.modifier`, an `extension View` of the app's own, and a corner complication
// whose `widgetLabel` sits inside a GeometryReader. Only the import changed.
import GlanceKit

struct TideEntry: TimelineEntry {
    let date: Date
    let heightMetres: Double
    let rising: Bool
    let nextTurn: Date
}

struct TideProvider: TimelineProvider {
    func placeholder(in context: Context) -> TideEntry {
        TideEntry(date: context.date, heightMetres: 1.4, rising: true, nextTurn: context.date.addingTimeInterval(7200))
    }

    func getSnapshot(in context: Context, completion: @escaping (TideEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TideEntry>) -> Void) {
        let entries = (0..<3).map { step in
            TideEntry(
                date: context.date.addingTimeInterval(Double(step) * 1800), heightMetres: 1.4 + Double(step) * 0.35, rising: step < 2,
                nextTurn: context.date.addingTimeInterval(7200))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// A top-level builder, called from views and from other helpers.
@ViewBuilder
func trendIcon(rising: Bool) -> some View {
    if rising {
        Image(systemName: "arrow.up")
    } else {
        Image(systemName: "arrow.down")
    }
}

/// A plain (non-builder) top-level helper.
func heightText(_ metres: Double) -> Text {
    Text(String(format: "%.1f m", metres))
}

enum TideFormat {
    static func label(for entry: TideEntry) -> some View {
        HStack(spacing: 2) {
            trendIcon(rising: entry.rising)
            heightText(entry.heightMetres)
        }
    }

    nonisolated static func caption(_ entry: TideEntry) -> some View {
        Text(entry.rising ? "Rising" : "Falling").font(.caption2).foregroundStyle(.secondary)
    }
}

struct Pill: ViewModifier {
    var tint: Color

    func body(content: Content) -> some View {
        content
            .padding(.horizontal, 4)
            .background(Capsule().fill(tint.opacity(0.3)))
    }
}

extension View {
    func pill(_ tint: Color = .teal) -> some View { modifier(Pill(tint: tint)) }
}

struct TideRectangularView: View {
    let entry: TideEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Harbour tide").font(.headline).widgetAccentable()
            TideFormat.label(for: entry).pill()
            TideFormat.caption(entry)
            Text("Turns at \(entry.nextTurn, style: .time)")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct TideCornerView: View {
    let entry: TideEntry

    var body: some View {
        GeometryReader { geo in
            ZStack {
                AccessoryWidgetBackground()
                trendIcon(rising: entry.rising)
                    .font(.system(size: geo.size.width * 0.45, weight: .bold))
                    .widgetLabel {
                        heightText(entry.heightMetres)
                    }
            }
        }
    }
}

struct TideComplication: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Tide", provider: TideProvider()) { entry in
            TideEntryView(entry: entry)
        }
        .configurationDisplayName("Tide")
        .supportedFamilies([.accessoryCorner, .accessoryRectangular])
    }
}

struct TideEntryView: View {
    @Environment(\.widgetFamily) private var family
    let entry: TideEntry

    var body: some View {
        if family == .accessoryCorner {
            TideCornerView(entry: entry)
        } else {
            TideRectangularView(entry: entry)
        }
    }
}

@main
struct TideBundle: WidgetBundle {
    var body: some Widget {
        TideComplication()
    }
}

#Preview("Tide", as: .accessoryRectangular) {
    TideComplication()
} timeline: {
    TideEntry(date: .now, heightMetres: 1.4, rising: true, nextTurn: .now.addingTimeInterval(7200))
}

#Preview("Tide corner", as: .accessoryCorner) {
    TideComplication()
} timeline: {
    TideEntry(date: .now, heightMetres: 2.1, rising: false, nextTurn: .now.addingTimeInterval(7200))
}

// Real widget files often preview Home Screen families beside accessory ones; a watch cannot
// show them, and `previews` leaves them out with a note.
#Preview("Tide small", as: .systemSmall) {
    TideComplication()
} timeline: {
    TideEntry(date: .now, heightMetres: 1.4, rising: true, nextTurn: .now.addingTimeInterval(7200))
}
