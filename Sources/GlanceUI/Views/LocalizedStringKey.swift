import Foundation

/// The text of a `Text` written as a literal: plain characters plus interpolated values.
/// Numbers format as SwiftUI formats them (`%lld`, `%lf` unless a `specifier:` is given);
/// dates and timers keep their style and resolve when the text is drawn.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    var parts: [TextContent]

    public init(stringLiteral value: String) { parts = [.verbatim(value)] }

    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    public init(_ value: String) { parts = [.verbatim(value)] }

    /// Builds the parts of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [TextContent] = []

        public init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func append(_ s: String) {
            if case .verbatim(let last)? = parts.last {
                parts[parts.count - 1] = .verbatim(last + s)
            } else {
                parts.append(.verbatim(s))
            }
        }

        public mutating func appendLiteral(_ literal: String) { append(literal) }
        public mutating func appendInterpolation(_ string: String) { append(string) }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { appendInterpolation(value, specifier: "%lld") }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            append(String(format: specifier, Int64(clamping: value)))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) { appendInterpolation(value, specifier: "%lf") }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            append(String(format: specifier, Double(value)))
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { parts.append(.date(date, style: style)) }
        public mutating func appendInterpolation(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
            parts.append(.timerInterval(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown, showsHours: true, pausedAt: nil))
        }
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
    }

    /// The content a `Text` shows for this key.
    var content: TextContent { parts.count == 1 ? parts[0] : .joined(parts) }
}
