import Foundation

/// The `os` module's log message: a string literal with interpolated values, each shown or
/// redacted by its privacy when the line is written.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public typealias StringInterpolation = OSLogInterpolation

    let interpolation: OSLogInterpolation

    public init(stringInterpolation: OSLogInterpolation) { interpolation = stringInterpolation }
    public init(stringLiteral value: String) {
        var interpolation = OSLogInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message as written, private values shown or hidden as `showingPrivate` says.
    func text(showingPrivate: Bool = OSLogPrivacy.showsPrivateValues) -> String {
        interpolation.pieces.map { piece in
            switch piece {
            case .literal(let text): text
            case .value(let value, let privacy, let align, let isScalar): align.aligned(privacy.shown(value(), isScalar: isScalar, showingPrivate: showingPrivate))
            }
        }.joined()
    }
}

/// The pieces of a log message: literal text and interpolated values, kept unformatted until
/// the message is written.
public struct OSLogInterpolation: StringInterpolationProtocol {
    enum Piece {
        case literal(String)
        case value(() -> String, OSLogPrivacy, OSLogStringAlignment, isScalar: Bool)
    }

    var pieces: [Piece] = []

    public init(literalCapacity: Int, interpolationCount: Int) { pieces.reserveCapacity(2 * interpolationCount + 1) }

    public mutating func appendLiteral(_ literal: String) { pieces.append(.literal(literal)) }

    /// A string; redacted unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append(.value(argumentString, privacy, align, isScalar: false))
    }

    /// A value's description; redacted unless `privacy` says otherwise.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append(.value({ value().description }, privacy, align, isScalar: false))
    }

    /// An integer; shown unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append(.value({ format.string(number()) }, privacy, align, isScalar: true))
    }

    /// An integer of any width; shown unless `privacy` says otherwise.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append(.value({ format.string(number()) }, privacy, align, isScalar: true))
    }

    /// A double; shown unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append(.value({ format.string(number()) }, privacy, align, isScalar: true))
    }

    /// A float; shown unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        pieces.append(.value({ format.string(Double(number())) }, privacy, align, isScalar: true))
    }

    /// A Boolean; shown unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truthy, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append(.value({ format == .answer ? (boolean() ? "YES" : "NO") : (boolean() ? "true" : "false") }, privacy, .none, isScalar: true))
    }

    /// An error's description; redacted unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {
        pieces.append(.value({ String(describing: error()) }, privacy, .none, isScalar: false))
    }

    /// An object's description; redacted unless `privacy` says otherwise.
    public mutating func appendInterpolation(_ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto) {
        pieces.append(.value({ argumentObject().description }, privacy, .none, isScalar: false))
    }

    /// A type's name; redacted unless `privacy` says otherwise.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        pieces.append(.value({ String(describing: value()) }, privacy, align, isScalar: false))
    }
}
