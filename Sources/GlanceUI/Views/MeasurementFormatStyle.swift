import GlanceGraphics
import Foundation

#if !canImport(Darwin)
// swift-corelibs-foundation has no `Measurement.FormatStyle`; this is the part widgets use.
extension Measurement where UnitType: Dimension {
    /// Formats a measurement as `Measurement.FormatStyle` does on Apple platforms: the value in
    /// the locale's number format and the unit at a width. Unless the usage is `asProvided`,
    /// temperatures are shown in the locale's scale (°F in the United States, °C elsewhere),
    /// `road` lengths and `wind` speeds in its miles or kilometres; other units stay as given.
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
        /// How long the unit's name is: "degrees Celsius", "°C", "°".
        public enum UnitWidth: String, Codable, Hashable, Sendable { case wide, abbreviated, narrow }

        public var width: UnitWidth
        public var usage: MeasurementFormatUnitUsage<UnitType>
        public var locale: Locale
        /// Whether a temperature leaves out its scale: "21°" rather than "21°C".
        public var hidesScaleName = false
        /// How the number is written, when given (else up to `maximumFractionDigits` digits).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// The most digits after the decimal separator when no number style is given.
        public var maximumFractionDigits = 1

        public init(
            width: UnitWidth, locale: Locale = .glanceDefault, usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            (self.width, self.locale, self.usage, self.numberFormatStyle) = (width, locale, usage, numberFormatStyle)
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        public func format(_ value: Measurement<UnitType>) -> String {
            var shown = Measurement<Dimension>(value: value.value, unit: value.unit)
            if let preferred = usage.preferredUnit(for: value.unit, in: locale), preferred != value.unit {
                shown = Measurement<Dimension>(value: shown.converted(to: preferred).value, unit: preferred)
            }
            let number = (numberFormatStyle ?? .number.precision(.fractionLength(0...maximumFractionDigits))).locale(locale).format(shown.value)
            let english = locale.identifier.hasPrefix("en")
            if shown.unit is UnitTemperature, hidesScaleName {
                return width == .wide ? (english ? "\(number) degrees" : "\(number)°") : "\(number)°"
            }
            switch (shown.unit, width) {
            case (UnitTemperature.celsius, .wide): return english ? "\(number) degrees Celsius" : "\(number) °C"
            case (UnitTemperature.fahrenheit, .wide): return english ? "\(number) degrees Fahrenheit" : "\(number) °F"
            case (is UnitTemperature, .narrow): return shown.unit == UnitTemperature.kelvin ? "\(number)K" : "\(number)°"
            case (UnitTemperature.kelvin, _): return "\(number) K"
            case (is UnitTemperature, _): return english ? "\(number)\(shown.unit.symbol)" : "\(number) \(shown.unit.symbol)"
            default: return width == .narrow ? "\(number)\(shown.unit.symbol)" : "\(number) \(shown.unit.symbol)"
            }
        }
    }
}

extension Measurement<UnitTemperature>.FormatStyle {
    /// A temperature style; `hidesScaleName` leaves out "C" or "F".
    public init(
        width: UnitWidth = .abbreviated, locale: Locale = .glanceDefault, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) {
        self.init(width: width, locale: locale, usage: usage, numberFormatStyle: numberFormatStyle)
        self.hidesScaleName = hidesScaleName
    }
}

extension FormatStyle {
    /// A measurement with its unit at `width`; see `Measurement.FormatStyle`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A temperature; `hidesScaleName` leaves out "C" or "F" ("21°").
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitTemperature> = .general,
        hidesScaleName: Bool = false, numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        Measurement<UnitTemperature>.FormatStyle(width: width, usage: usage, hidesScaleName: hidesScaleName, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement where UnitType: Dimension {
    /// The measurement formatted by `style`.
    public func formatted(_ style: FormatStyle) -> String { style.format(self) }

    /// The measurement, abbreviated, in US English.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }
}
#endif
