import Foundation

/// A line of read-only text. Attribute modifiers on a `Text` return a `Text`, as in SwiftUI;
/// as with environment modifiers, the innermost one wins.
nonisolated public struct Text: View, PrimitiveView, Equatable {
    var node: TextNode
    /// For text whose characters depend on the environment (values formatted in its locale):
    /// the content as archived there. `node` then holds the content in US English.
    var resolve: (@MainActor (EnvironmentValues) -> TextContent)?

    init(node: TextNode, resolve: (@MainActor (EnvironmentValues) -> TextContent)? = nil) {
        self.node = node
        self.resolve = resolve
    }

    /// Equal when they show the same in US English with the same attributes.
    nonisolated public static func == (a: Text, b: Text) -> Bool { a.node == b.node }

    /// The node as archived in `env`.
    @MainActor func resolvedNode(in env: EnvironmentValues) -> TextNode {
        var resolved = node
        if let resolve { resolved.content = resolve(env) }
        return resolved
    }

    /// Text from a literal, with interpolated numbers, dates, timers, symbols and formatted
    /// values. Glance has no string tables: the key is shown as written (as in the development
    /// language), whatever `tableName`, `bundle` and `comment` say.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        node = TextNode(content: key.content)
        if key.dependsOnEnvironment { resolve = { key.content(in: $0) } }
    }

    /// Text from a string value, shown as it is.
    @_disfavoredOverload
    public init(_ content: some StringProtocol) { node = TextNode(String(content)) }

    /// Text shown exactly as given, never looked up or interpolated.
    public init(verbatim content: String) { node = TextNode(content) }

    /// A date shown in `style` at the moment of rendering; relative, offset and timer
    /// styles keep counting between timeline entries.
    public init(_ date: Date, style: DateStyle) { node = TextNode(content: .date(date, style: style)) }

    /// A timer over `interval`, counting down (the default) or up, at the moment of rendering.
    public init(timerInterval interval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        node = TextNode(
            content: .timerInterval(
                start: interval.lowerBound, end: interval.upperBound, countsDown: countsDown, showsHours: showsHours,
                pausedAt: pauseTime))
    }

    public typealias DateStyle = TextDateStyle

    public var body: Never { neverBody("Text") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .text(resolvedNode(in: env)) }

    public func font(_ font: Font?) -> Text { with { $0.font = $0.font ?? font } }
    public func fontWeight(_ weight: FontWeight?) -> Text { with { $0.weight = $0.weight ?? weight } }
    public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }
    public func italic(_ isActive: Bool = true) -> Text { with { $0.italic = $0.italic || isActive } }
    public func monospacedDigit() -> Text { with { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.foreground = $0.foreground ?? color.map { .color($0) } } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        with { $0.foreground = $0.foreground ?? style.shapeStyleValue }
    }

    private func with(_ change: (inout TextNode) -> Void) -> Text {
        var copy = self
        change(&copy.node)
        return copy
    }
}
