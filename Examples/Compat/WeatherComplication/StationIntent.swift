// Compatibility example: App Intents declarations in the forms widget files use with Apple's
// SDK: an app entity chosen in a configuration parameter, configuration intents with no
// `perform()` (one through a protocol naming both `AppIntent` and `WidgetConfigurationIntent`),
// stored `static var title`s, and the provider's `relevance()`. Only the import changed.
import GlanceKit

struct WeatherStation: AppEntity {
    let id: String
    let name: String

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Weather Station"
    static var defaultQuery = WeatherStationQuery()

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct WeatherStationQuery: EntityQuery {
    static let stations = [WeatherStation(id: "blindern", name: "Blindern"), WeatherStation(id: "florida", name: "Florida (Bergen)")]

    func entities(for identifiers: [WeatherStation.ID]) async throws -> [WeatherStation] {
        Self.stations.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [WeatherStation] { Self.stations }
}

protocol StationConfiguration: AppIntent, WidgetConfigurationIntent {}

struct StationIntent: StationConfiguration {
    static var title: LocalizedStringResource = "Station"
    static var description = IntentDescription("Readings from one weather station.")

    @Parameter(title: "Station")
    var station: WeatherStation?
}

extension WeatherProvider {
    /// Relevant around each of the next three hours, in both sample configurations.
    func relevance() async -> WidgetRelevance<WeatherConfigurationIntent> {
        let hours = (1...3).map { Date().addingTimeInterval(Double($0) * 3600) }
        return WidgetRelevance(hours.flatMap { hour in
            [WeatherConfigurationIntent.oslo, .phoenix].map {
                WidgetRelevanceAttribute(configuration: $0, context: RelevantContext.date(range: (hour - 900)...(hour + 600), kind: .informational))
            }
        })
    }
}
