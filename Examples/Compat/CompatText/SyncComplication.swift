// Compatibility example: a sync status complication in the style of note and backup apps,
// its states drawn with the SF Symbols such apps use: icloud.slash, person.slash,
// exclamationmark.arrow.circlepath, chevron.compact.up, chevron.right.dotted.chevron.right,
// checkmark.icloud-style checkmarks and badges, inside Image and inside Text. Only the import changed.
import GlanceKit

enum SyncState: String {
    case synced, uploading, offline, signedOut, failed

    var symbol: String {
        switch self {
        case .synced: return "checkmark.circle.fill"
        case .uploading: return "chevron.right.dotted.chevron.right"
        case .offline: return "icloud.slash"
        case .signedOut: return "person.slash"
        case .failed: return "exclamationmark.arrow.circlepath"
        }
    }

    var title: String {
        switch self {
        case .synced: return "Up to date"
        case .uploading: return "Sending"
        case .offline: return "Offline"
        case .signedOut: return "Signed out"
        case .failed: return "Sync failed"
        }
    }
}

struct SyncEntry: TimelineEntry {
    let date: Date
    let state: SyncState
    let pending: Int
    let lastSync: Date
}

struct SyncProvider: TimelineProvider {
    func placeholder(in context: Context) -> SyncEntry {
        SyncEntry(date: context.date, state: .synced, pending: 0, lastSync: context.date)
    }

    func getSnapshot(in context: Context, completion: @escaping (SyncEntry) -> Void) {
        completion(SyncEntry(date: context.date, state: .uploading, pending: 3, lastSync: context.date.addingTimeInterval(-600)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SyncEntry>) -> Void) {
        let states: [SyncState] = [.offline, .uploading, .failed, .signedOut, .synced]
        let entries = states.enumerated().map { index, state in
            SyncEntry(
                date: context.date.addingTimeInterval(Double(index) * 600), state: state, pending: state == .synced ? 0 : 4 - index % 4,
                lastSync: context.date.addingTimeInterval(-1_800))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct SyncView: View {
    @Environment(\.widgetFamily) private var family
    let entry: SyncEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 1) {
                    Image(systemName: entry.state.symbol)
                        .font(.title3)
                        .widgetAccentable()
                    if entry.pending > 0 {
                        Text("\(entry.pending)")
                            .font(.caption2.bold())
                    }
                }
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 1) {
                HStack(spacing: 4) {
                    Image(systemName: entry.state.symbol)
                        .widgetAccentable()
                    Text(entry.state.title)
                        .font(.headline)
                }
                Text("\(Image(systemName: "chevron.compact.up")) \(entry.pending) waiting")
                    .font(.caption)
                Text("Last sync ") + Text(entry.lastSync, style: .relative) + Text(" ago")
            }
            .font(.caption)
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryInline:
            Text("\(Image(systemName: entry.state.symbol)) \(entry.state.title)")
        case .accessoryCorner:
            Image(systemName: entry.state.symbol)
                .font(.title2)
                .widgetAccentable()
                .widgetLabel(entry.pending > 0 ? "\(entry.pending) waiting" : "Synced")
        default:
            EmptyView()
        }
    }
}

struct SyncComplication: Widget {
    let kind = "SyncComplication"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: SyncProvider()) { entry in
            SyncView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Sync")
        .description("Whether your notes are backed up.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
    }
}

/// Every symbol the complication can show, as its settings screen lists them.
struct SyncLegendView: View {
    private let states: [SyncState] = [.synced, .uploading, .offline, .signedOut, .failed]

    var body: some View {
        HStack(alignment: .top, spacing: 8) {
            VStack(alignment: .leading, spacing: 2) {
                ForEach(states.prefix(3), id: \.rawValue) { state in
                    Label(state.title, systemImage: state.symbol)
                }
            }
            VStack(alignment: .leading, spacing: 2) {
                ForEach(states.suffix(2), id: \.rawValue) { state in
                    Label(state.title, systemImage: state.symbol)
                }
                Label("More", systemImage: "chevron.compact.up")
            }
        }
        .font(.caption2)
    }
}

#Preview("Offline", as: .accessoryCircular) {
    SyncComplication()
} timeline: {
    SyncEntry(date: Date(timeIntervalSince1970: 1_780_480_140), state: .offline, pending: 2, lastSync: Date(timeIntervalSince1970: 1_780_478_340))
    SyncEntry(date: Date(timeIntervalSince1970: 1_780_480_740), state: .signedOut, pending: 0, lastSync: Date(timeIntervalSince1970: 1_780_478_340))
}

#Preview("Rectangular", as: .accessoryRectangular) {
    SyncComplication()
} timelineProvider: {
    SyncProvider()
}

#Preview("Legend", traits: .sizeThatFitsLayout) {
    SyncLegendView()
        .padding()
}
