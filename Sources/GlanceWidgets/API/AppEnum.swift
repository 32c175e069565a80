import Foundation

/// How a value is shown to people: a title and, optionally, a subtitle.
public struct DisplayRepresentation: ExpressibleByStringLiteral, ExpressibleByStringInterpolation, Hashable, Sendable {
    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil) {
        self.title = title
        self.subtitle = subtitle
    }

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image?) {
        self.init(title: title, subtitle: subtitle)
    }

    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(value)) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(title: LocalizedStringResource(String(stringInterpolation: stringInterpolation))) }

    /// An image beside the title (accepted; Glance's editor is the command line).
    public struct Image: Hashable, Sendable {
        public init(systemName: String) {}
        public init(named: String) {}
    }
}

/// How a type of value is named to people.
public struct TypeDisplayRepresentation: ExpressibleByStringLiteral, Hashable, Sendable {
    public var name: LocalizedStringResource
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
    public init(stringLiteral value: String) { name = LocalizedStringResource(value) }
}

/// An enumeration people choose a case of in an intent parameter.
public protocol AppEnum: CaseIterable, Hashable, Sendable, RawRepresentable, _IntentValue where RawValue: LosslessStringConvertible {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
