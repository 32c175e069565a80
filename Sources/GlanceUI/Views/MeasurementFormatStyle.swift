import Foundation

#if !canImport(Darwin)
// swift-corelibs-foundation has no `Measurement.FormatStyle`; this is the part widgets use.
extension Measurement where UnitType: Dimension {
    /// Formats a measurement as `Measurement.FormatStyle` does on Apple platforms: the value in
    /// the locale's number format and the unit at a width. With `general` usage temperatures
    /// are shown in the locale's scale (°F in the United States, °C elsewhere); other units
    /// stay as given.
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
        /// How long the unit's name is: "degrees Celsius", "°C", "°".
        public enum UnitWidth: String, Codable, Hashable, Sendable { case wide, abbreviated, narrow }
        /// Whether the unit may be converted to the locale's preference.
        public enum Usage: String, Codable, Hashable, Sendable { case general, asProvided }

        public var width: UnitWidth
        public var usage: Usage
        public var locale: Locale
        /// The most digits after the decimal separator.
        public var maximumFractionDigits: Int
        /// How the number is written, when given (else up to `maximumFractionDigits` digits).
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(
            width: UnitWidth = .abbreviated, usage: Usage = .general, locale: Locale = .glanceDefault, maximumFractionDigits: Int = 1,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            (self.width, self.usage, self.locale, self.maximumFractionDigits) = (width, usage, locale, maximumFractionDigits)
            self.numberFormatStyle = numberFormatStyle
        }

        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }

        public func format(_ value: Measurement<UnitType>) -> String {
            var shown = Measurement<Dimension>(value: value.value, unit: value.unit)
            if usage == .general, let temperature = value.unit as? UnitTemperature {
                let preferred: UnitTemperature = Self.usesFahrenheit(locale) ? .fahrenheit : .celsius
                if temperature != preferred {
                    let converted = Measurement<UnitTemperature>(value: value.value, unit: temperature).converted(to: preferred)
                    shown = Measurement<Dimension>(value: converted.value, unit: preferred)
                }
            }
            let number = (numberFormatStyle ?? .number.precision(.fractionLength(0...maximumFractionDigits))).locale(locale).format(shown.value)
            let english = locale.identifier.hasPrefix("en")
            switch (shown.unit, width) {
            case (UnitTemperature.celsius, .wide): return english ? "\(number) degrees Celsius" : "\(number) °C"
            case (UnitTemperature.fahrenheit, .wide): return english ? "\(number) degrees Fahrenheit" : "\(number) °F"
            case (is UnitTemperature, .narrow): return shown.unit == UnitTemperature.kelvin ? "\(number)K" : "\(number)°"
            case (UnitTemperature.kelvin, _): return "\(number) K"
            case (is UnitTemperature, _): return english ? "\(number)\(shown.unit.symbol)" : "\(number) \(shown.unit.symbol)"
            default: return width == .narrow ? "\(number)\(shown.unit.symbol)" : "\(number) \(shown.unit.symbol)"
            }
        }

        static func usesFahrenheit(_ locale: Locale) -> Bool {
            ["US", "BS", "BZ", "KY", "PW", "LR"].contains(locale.region?.identifier ?? "")
        }
    }
}

extension FormatStyle {
    /// A measurement with its unit at `width`; see `Measurement.FormatStyle`.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: Measurement<UnitType>.FormatStyle.Usage = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

extension Measurement where UnitType: Dimension {
    /// The measurement formatted by `style`.
    public func formatted(_ style: FormatStyle = FormatStyle()) -> String { style.format(self) }
}
#endif
