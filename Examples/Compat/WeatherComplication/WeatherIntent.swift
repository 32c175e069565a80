// Compatibility example: the configuration of a weather complication in the App Intents
// style of iOS 17 / watchOS 10 widgets. Only the import changed.
import GlanceKit

enum TemperatureUnit: String, AppEnum {
    case celsius, fahrenheit

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
    static var caseDisplayRepresentations: [TemperatureUnit: DisplayRepresentation] = [
        .celsius: "Celsius",
        .fahrenheit: "Fahrenheit",
    ]
}

struct WeatherConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Weather"
    static var description = IntentDescription("Current conditions for a city.")

    @Parameter(title: "City", default: "Oslo")
    var city: String

    @Parameter(title: "Unit", default: .celsius)
    var unit: TemperatureUnit

    @Parameter(title: "Show High and Low", default: true)
    var showsRange: Bool

    // The editor's sentence, in both of Apple's forms; Glance has no editor and shows it nowhere.
    static var parameterSummary: some ParameterSummary {
        When(\.$unit, .equalTo, TemperatureUnit.fahrenheit) {
            Summary("Weather in \(\.$city), in Fahrenheit") {
                \.$showsRange
            }
        } otherwise: {
            Summary {
                \.$city
                \.$unit
                \.$showsRange
            }
        }
    }
}

extension WeatherConfigurationIntent {
    static var oslo: WeatherConfigurationIntent {
        let intent = WeatherConfigurationIntent()
        intent.city = "Oslo"
        return intent
    }

    static var phoenix: WeatherConfigurationIntent {
        let intent = WeatherConfigurationIntent()
        intent.city = "Phoenix"
        intent.unit = .fahrenheit
        return intent
    }
}
