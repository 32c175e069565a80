import Foundation
import GlanceWidgets
import Testing

/// Providers that declare `relevance()` as WidgetKit's do; Glance keeps what they return.
@Suite struct WidgetRelevanceTests {
    struct Entry: TimelineEntry { let date: Date }
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    struct HourlyProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: start) }
        func snapshot(for configuration: Greeting, in context: Context) async -> Entry { Entry(date: start) }
        func timeline(for configuration: Greeting, in context: Context) async -> Timeline<Entry> { Timeline(entries: [], policy: .never) }
        func relevance() async -> WidgetRelevance<Greeting> {
            let hours = (1...3).map { start.addingTimeInterval(Double($0) * 3600) }
            return WidgetRelevance(hours.map { hour in
                WidgetRelevanceAttribute(configuration: Greeting(name: "Maya"), context: .date(range: (hour - 900)...(hour + 600), kind: .informational))
            })
        }
    }

    struct StaticProvider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: start) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: start)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) { completion(Timeline(entries: [], policy: .never)) }
    }

    @Test func aProvidersRelevancesAreKeptInOrder() async {
        let relevance = await HourlyProvider().relevance()
        #expect(relevance.attributes.count == 3)
        #expect(relevance.attributes.map(\.configuration.name) == ["Maya", "Maya", "Maya"])
        let first = Self.start.addingTimeInterval(3600)
        #expect(relevance.attributes[0].context == .date(range: (first - 900)...(first + 600), kind: .informational))
        #expect(relevance.attributes[0].context.clue == .date(start: first - 900, end: first + 600, kind: .informational))
    }

    @Test func providersThatDeclareNoneHaveNone() async {
        #expect(await StaticProvider().relevance().attributes.isEmpty)
        let unconfigured = WidgetRelevance<Void>([WidgetRelevanceAttribute(context: .date(Self.start, kind: .scheduled))])
        #expect(unconfigured.attributes.count == 1 && RelevantContext.DateKind.default != .scheduled)
        #expect(RelevantContext.date(from: Self.start, to: Self.start) == .date(Self.start))
    }
}
