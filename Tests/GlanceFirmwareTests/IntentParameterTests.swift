import Foundation
import GlanceWidgets
import Testing

/// `@Parameter` values are listed, set from text, copied and refused as the firmware needs.
@Suite struct IntentParameterTests {
    enum Unit: String, AppEnum {
        case celsius, fahrenheit
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Unit"
        static let caseDisplayRepresentations: [Unit: DisplayRepresentation] = [.celsius: "Celsius", .fahrenheit: "Fahrenheit"]
    }

    struct Intent: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Weather"
        @Parameter(title: "City", default: "Oslo") var city: String
        @Parameter(title: "Unit", default: .celsius) var unit: Unit
        @Parameter(title: "Days", default: 3) var days: Int
        @Parameter(title: "Station") var station: String?
    }

    @Test func parametersAreListedInDeclarationOrder() {
        let p = Intent().parameters
        #expect(p.map(\.name) == ["city", "unit", "days", "station"])
        #expect(p.map(\.value) == ["Oslo", "celsius", "3", "nil"])
        #expect(p[1].choices == ["celsius", "fahrenheit"] && p[0].choices.isEmpty)
    }

    @Test func valuesAreSetByNameOrTitleFromText() throws {
        let intent = Intent()
        try intent.setParameter("unit", to: "fahrenheit")
        try intent.setParameter("Days", to: "5")
        try intent.setParameter("station", to: "Blindern")
        #expect(intent.unit == .fahrenheit && intent.days == 5 && intent.station == "Blindern")
    }

    @Test func copiesAreIndependentButCopiesOfTheValueShareStorage() throws {
        let a = Intent()
        let b = a.copy()
        try b.setParameter("city", to: "Bergen")
        #expect(a.city == "Oslo" && b.city == "Bergen")
        let shared = a
        shared.city = "Tromsø"  // as in App Intents: `let intent = …; intent.city = …`
        #expect(a.city == "Tromsø")
    }

    @Test func badValuesAndNamesAreRefusedWithTheChoices() {
        let intent = Intent()
        #expect(throws: IntentParameterError.self) { try intent.setParameter("unit", to: "kelvin") }
        do { try intent.setParameter("unit", to: "kelvin") } catch { #expect(error.description.contains("choose one of: celsius, fahrenheit")) }
        do { try intent.setParameter("days", to: "many") } catch { #expect(error.description.contains("\"many\" is not a valid Int")) }
        do { try intent.setParameter("colour", to: "red") } catch { #expect(error.description.contains("it has: city, unit, days, station")) }
        #expect(intent.unit == .celsius && intent.days == 3)
    }
}
