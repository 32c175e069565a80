import GlanceGraphics
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
    /// The fixed-width variant of the font.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? fontDesign(.monospaced) : self }
    /// A font design over the font's own.
    public func fontDesign(_ design: Font.Design?) -> Text { with { $0.design = $0.design ?? design } }
    /// Points added after each character, the last included.
    public func kerning(_ kerning: CGFloat) -> Text { with { $0.kerning = $0.kerning ?? Double(kerning) } }
    /// Points added between characters; wins over kerning.
    public func tracking(_ tracking: CGFloat) -> Text { with { $0.tracking = $0.tracking ?? Double(tracking) } }
    /// A line along the baseline, in `color` or the text's foreground.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { underline(isActive, pattern: .solid, color: color) }
    /// A line along the baseline in `pattern`, in `color` or the text's foreground.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        with { $0.underline = $0.underline ?? (isActive ? TextLineStyle(pattern: pattern, color: color) : nil) }
    }
    /// A line through the middle of the text, in `color` or the text's foreground.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { strikethrough(isActive, pattern: .solid, color: color) }
    /// A line through the middle of the text in `pattern`, in `color` or the text's foreground.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        with { $0.strikethrough = $0.strikethrough ?? (isActive ? TextLineStyle(pattern: pattern, color: color) : nil) }
    }
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
