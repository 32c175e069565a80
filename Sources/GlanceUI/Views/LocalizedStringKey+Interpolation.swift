import GlanceGraphics
import Foundation

/// The values a `Text` literal interpolates, as `LocalizedStringKey.StringInterpolation` takes
/// them in SwiftUI.
extension LocalizedStringKey.StringInterpolation {
    public mutating func appendInterpolation(_ string: String) { append(string) }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { appendInterpolation(value, specifier: "%lld") }

    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
        append(String(format: specifier, Int64(clamping: value)))
    }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) { appendInterpolation(value, specifier: "%lf") }

    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
        append(String(format: specifier, Double(value)))
    }

    /// `value` formatted by `format` in the environment's locale, time zone and calendar, as
    /// `Text(_:format:)` formats it.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        nonisolated(unsafe) let (value, style) = (input, format)
        append(TextNode(content: .formatted(value, style, in: .glanceDefault))) { env in
            TextNode(content: .formatted(value, style, in: FormatContext(env)))
        }
    }

    /// `subject` written by `formatter` (a copy set to the environment's locale and time zone),
    /// or as it describes itself without one.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
        appendFormatted(subject, formatter: formatter)
    }

    /// `subject` written by `formatter`, or as it describes itself without one.
    public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
        appendFormatted(subject, formatter: formatter)
    }

    private mutating func appendFormatted(_ subject: Any, formatter: Formatter?) {
        guard let formatter else { return append(String(describing: subject)) }
        nonisolated(unsafe) let (value, writer) = (subject, formatter)
        let english = writer.string(in: FormatContext.glanceDefault, for: value)
        append(TextNode(english)) { env in TextNode(writer.string(in: FormatContext(env), for: value)) }
    }

    /// The characters of an attributed string; its attributes are not drawn.
    public mutating func appendInterpolation(_ attributedSubstring: AttributedSubstring) {
        append(String(attributedSubstring.characters))
    }

    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) { append(.date(date, style: style)) }

    public mutating func appendInterpolation(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        append(
            .timerInterval(
                start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown, showsHours: showsHours, pausedAt: pauseTime))
    }

    /// A symbol set inline, sized and coloured as the text around it.
    public mutating func appendInterpolation(_ image: Image) { append(.symbol(image.node.systemName ?? "photo")) }

    /// Another text with its own attributes, set inline.
    public mutating func appendInterpolation(_ text: Text) {
        let node = text.node
        guard let resolveContent = text.resolve else { return parts.append(node) }
        append(node) { env in
            var resolved = node
            resolved.content = resolveContent(env)
            return resolved
        }
    }

    @_disfavoredOverload
    public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
}

extension Formatter {
    /// What a copy of this formatter writes for `value` in `context`: date and number formatters
    /// take its locale (and dates its time zone and calendar), so the machine's settings never show.
    func string(in context: FormatContext, for value: Any) -> String {
        let copy = (self.copy() as? Formatter) ?? self
        switch copy {
        case let f as DateFormatter: (f.locale, f.timeZone, f.calendar) = (context.locale, context.timeZone, context.calendar)
        case let f as DateIntervalFormatter: (f.locale, f.timeZone, f.calendar) = (context.locale, context.timeZone, context.calendar)
        case let f as NumberFormatter: f.locale = context.locale
        default: break
        }
        return copy.string(for: value) ?? String(describing: value)
    }
}
