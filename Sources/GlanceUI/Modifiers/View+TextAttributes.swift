import GlanceGraphics
import Foundation

/// SwiftUI's text modifiers declared on `View`: each sets what every `Text` inside inherits
/// (a modifier on the `Text` itself, or one nearer to it, wins) and is archived as the
/// environment change it makes.
nonisolated extension View {
    /// Digits of equal width in the text inside.
    @_disfavoredOverload
    public func monospacedDigit() -> some View { textOption(.monospacedDigit(true)) }

    /// The fixed-width variant of the fonts inside.
    @_disfavoredOverload
    public func monospaced(_ isActive: Bool = true) -> some View { textOption(.monospaced(isActive)) }

    /// A bold weight for the text inside; `false` takes away a bold set around it.
    @_disfavoredOverload
    public func bold(_ isActive: Bool = true) -> some View {
        modifier(
            ArchivedModifier(changing: { env in
                if isActive {
                    env.fontWeight = .bold
                } else if env.fontWeight == .bold {
                    env.fontWeight = nil
                }
            }))
    }

    /// Italics for the text inside; `false` takes away italics set around it.
    @_disfavoredOverload
    public func italic(_ isActive: Bool = true) -> some View { textOption(.italic(isActive)) }

    /// Points added after each character of the text inside, the last included.
    @_disfavoredOverload
    public func kerning(_ kerning: CGFloat) -> some View { textOption(.kerning(Double(kerning))) }

    /// Points added between the characters of the text inside; wins over kerning.
    @_disfavoredOverload
    public func tracking(_ tracking: CGFloat) -> some View { textOption(.tracking(Double(tracking))) }

    /// Shows the text inside in upper or lower case (in its locale); `nil` as written.
    public func textCase(_ textCase: Text.Case?) -> some View { textOption(.textCase(textCase)) }

    /// A line along the baseline of the text inside, in `color` or the text's foreground.
    @_disfavoredOverload
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        textOption(.underline(isActive ? TextLineStyle(pattern: pattern, color: color) : nil))
    }

    /// A line through the text inside, in `color` or the text's foreground.
    @_disfavoredOverload
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        textOption(.strikethrough(isActive ? TextLineStyle(pattern: pattern, color: color) : nil))
    }
}
