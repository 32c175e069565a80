import GlanceGraphics
import Foundation

/// The text of a `Text` written as a literal: plain characters plus interpolated values.
/// Numbers format as SwiftUI formats them (`%lld`, `%lf` unless a `specifier:` is given);
/// dates and timers keep their style and resolve when the text is drawn; values with a
/// `format:` are formatted in the environment's locale, time zone and calendar.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    /// The pieces in order, as shown in US English (UTC, Gregorian).
    var parts: [TextNode]
    /// Pieces whose characters depend on the environment, by index into `parts`.
    var deferred: [Int: @MainActor @Sendable (EnvironmentValues) -> TextNode] = [:]

    public init(stringLiteral value: String) { parts = [TextNode(value)] }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
        deferred = stringInterpolation.deferred
    }

    public init(_ value: String) { parts = [TextNode(value)] }

    public static func == (a: Self, b: Self) -> Bool { a.parts == b.parts }
    public func hash(into hasher: inout Hasher) { hasher.combine(parts) }

    /// Builds the parts of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [TextNode] = []
        var deferred: [Int: @MainActor @Sendable (EnvironmentValues) -> TextNode] = [:]

        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Adds characters (none for an empty literal), joined to the plain characters before them.
        mutating func append(_ s: String) {
            guard !s.isEmpty else { return }
            if let last = parts.last, case .verbatim(let text) = last.content, last.hasNoAttributes, deferred[parts.count - 1] == nil {
                parts[parts.count - 1] = TextNode(text + s)
            } else {
                parts.append(TextNode(s))
            }
        }

        mutating func append(_ content: TextContent) { parts.append(TextNode(content: content)) }

        /// Adds a piece shown as `english` until the environment resolves it.
        mutating func append(_ english: TextNode, resolve: @escaping @MainActor @Sendable (EnvironmentValues) -> TextNode) {
            deferred[parts.count] = resolve
            parts.append(english)
        }

        public mutating func appendLiteral(_ literal: String) { append(literal) }
    }

    /// The content a `Text` shows for this key before it meets an environment.
    var content: TextContent { Self.content(of: parts) }

    /// Whether some piece is formatted in the environment.
    var dependsOnEnvironment: Bool { !deferred.isEmpty }

    /// The content as shown in `environment`.
    @MainActor
    func content(in environment: EnvironmentValues) -> TextContent {
        Self.content(of: parts.indices.map { deferred[$0]?(environment) ?? parts[$0] })
    }

    /// One piece as it is; plain pieces run together; pieces with symbols or attributes of
    /// their own set as styled spans.
    static func content(of parts: [TextNode]) -> TextContent {
        if parts.count == 1, parts[0].hasNoAttributes { return parts[0].content }
        if parts.allSatisfy({ $0.hasNoAttributes && !$0.needsRichLayout }) { return .joined(parts.map(\.content)) }
        return .concatenated(parts)
    }
}
