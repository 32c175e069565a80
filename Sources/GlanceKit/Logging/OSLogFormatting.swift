import Foundation

/// How an interpolated integer is written: decimal, hexadecimal or octal.
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let explicitPositiveSign: Bool
    let includePrefix: Bool
    let uppercase: Bool
    let minDigits: Int

    /// Decimal digits.
    public static let decimal = decimal()
    /// Lowercase hexadecimal digits, no prefix.
    public static let hex = hex()
    /// Octal digits, no prefix.
    public static let octal = octal()

    /// Decimal digits, with `+` before positive values if asked.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 10, explicitPositiveSign: explicitPositiveSign, includePrefix: false, uppercase: false, minDigits: minDigits)
    }

    /// Hexadecimal digits, with a `0x` prefix if asked.
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0)
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(radix: 16, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    /// Octal digits, with a `0o` prefix if asked.
    public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0)
        -> OSLogIntegerFormatting
    {
        OSLogIntegerFormatting(radix: 8, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix, uppercase: uppercase, minDigits: minDigits)
    }

    func string<T: BinaryInteger>(_ value: T) -> String {
        var digits = String(value.magnitude, radix: radix, uppercase: uppercase)
        if digits.count < minDigits { digits = String(repeating: "0", count: minDigits - digits.count) + digits }
        let prefix = !includePrefix ? "" : radix == 16 ? (uppercase ? "0X" : "0x") : radix == 8 ? "0o" : ""
        let sign = value < 0 ? "-" : explicitPositiveSign ? "+" : ""
        return sign + prefix + digits
    }
}

/// How an interpolated floating-point number is written.
public struct OSLogFloatFormatting: Sendable {
    let conversion: Character
    let precision: Int?
    let explicitPositiveSign: Bool
    let uppercase: Bool

    /// Fixed point, six decimals (`%f`).
    public static let fixed = fixed()
    /// Hexadecimal (`%a`).
    public static let hex = hex()
    /// Exponential (`%e`).
    public static let exponential = exponential()
    /// Fixed or exponential, whichever is shorter (`%g`).
    public static let hybrid = hybrid()

    /// Fixed point with `precision` decimals.
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed point.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "f", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Hexadecimal.
    public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "a", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential with `precision` decimals.
    public static func exponential(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Exponential.
    public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "e", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed or exponential with `precision` significant digits.
    public static func hybrid(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: precision, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }
    /// Fixed or exponential.
    public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(conversion: "g", precision: nil, explicitPositiveSign: explicitPositiveSign, uppercase: uppercase)
    }

    func string(_ value: Double) -> String {
        let letter = uppercase ? String(conversion).uppercased() : String(conversion)
        let format = "%" + (explicitPositiveSign ? "+" : "") + (precision.map { ".\(max(0, $0))" } ?? "") + letter
        return String(format: format, value)
    }
}

/// The column an interpolated value is padded to.
public struct OSLogStringAlignment: Sendable {
    let columns: Int
    let leftAligned: Bool

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
    /// Padded with spaces after it to `columns` characters.
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, leftAligned: true) }
    /// Padded with spaces before it to `columns` characters.
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(columns: columns, leftAligned: false) }

    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return leftAligned ? text + padding : padding + text
    }
}

/// How an interpolated Boolean is written.
public enum OSLogBoolFormat: Sendable {
    /// `true` or `false`.
    case truthy
    /// `YES` or `NO`.
    case answer
}
