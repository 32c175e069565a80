import Foundation
import GlanceWidgets

extension String {
    /// A localizable string with its interpolated values, as `String(localized:)` takes it.
    /// Foundation on Linux has none; GlanceKit's keeps the development-language text.
    public struct LocalizationValue: ExpressibleByStringInterpolation, Hashable, Sendable {
        /// The text with its values in place.
        let text: String

        public init(_ value: String) { text = value }
        public init(stringLiteral value: String) { text = value }
        public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

        /// Builds the text of an interpolated literal.
        public struct StringInterpolation: StringInterpolationProtocol {
            var text = ""
            public init(literalCapacity: Int, interpolationCount: Int) { text.reserveCapacity(literalCapacity) }
            public mutating func appendLiteral(_ literal: String) { text += literal }
            public mutating func appendInterpolation<T>(_ value: T) { text += String(describing: value) }
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                text += format.format(input)
            }
        }
    }

    /// The localized text of `keyAndValue`: Glance has no string tables, so the text as written
    /// (the development language), its values formatted in place.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }

    /// The localized text for `key`: with no string tables, `defaultValue`.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }

    /// The text of `resource`: with no string tables, its key as written, its values in place.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.key
    }
}
