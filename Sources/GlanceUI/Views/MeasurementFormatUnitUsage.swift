import GlanceGraphics
import Foundation

#if !canImport(Darwin)
/// What a measurement is for, which decides the unit it is shown in: `general` follows the
/// locale for temperatures, `asProvided` keeps the unit given, and usages of one dimension
/// (`weather`, `road`, `wind`…) follow the locale as Apple's formatter does for them.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String

    /// The locale's usual unit for temperatures; other units as given.
    public static var general: Self { Self(name: "general") }
    /// The unit the measurement has.
    public static var asProvided: Self { Self(name: "asProvided") }

    /// The unit `unit` is shown in with this usage in `locale`; `nil` to keep it.
    func preferredUnit(for unit: UnitType, in locale: Locale) -> Dimension? {
        guard name != "asProvided" else { return nil }
        let region = locale.region?.identifier ?? ""
        let imperial = ["US", "GB", "LR", "MM"].contains(region)
        switch unit {
        case is UnitTemperature:
            return ["US", "BS", "BZ", "KY", "PW", "LR"].contains(region) ? UnitTemperature.fahrenheit : UnitTemperature.celsius
        case is UnitLength where name == "road":
            return imperial ? UnitLength.miles : UnitLength.kilometers
        case is UnitSpeed where name == "wind":
            return imperial ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour
        default:
            return nil
        }
    }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A body temperature.
    public static var person: Self { Self(name: "person") }
    /// An air temperature.
    public static var weather: Self { Self(name: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A distance by road: miles or kilometres.
    public static var road: Self { Self(name: "road") }
    public static var person: Self { Self(name: "person") }
    public static var personHeight: Self { Self(name: "personHeight") }
    public static var rainfall: Self { Self(name: "rainfall") }
    public static var snowfall: Self { Self(name: "snowfall") }
    public static var visibility: Self { Self(name: "visibility") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// A wind speed: miles or kilometres per hour.
    public static var wind: Self { Self(name: "wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    public static var personWeight: Self { Self(name: "personWeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    public static var food: Self { Self(name: "food") }
    public static var workout: Self { Self(name: "workout") }
}
#endif
