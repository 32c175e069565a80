import GlanceGraphics
import Foundation

/// Texts joined into one paragraph, symbols inside text, and formatted values.
nonisolated extension Text {
    /// An SF Symbol set inline in text, sized and coloured as the text around it. A named
    /// (asset catalog) image is not drawn inside text; the `photo` symbol stands in for it.
    public init(_ image: Image) { self.init(node: TextNode(content: .symbol(image.node.systemName ?? "photo"))) }

    /// `input` formatted by `format` in the environment's locale, time zone and calendar when
    /// the view is archived; a relative date format keeps counting at the render date.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        nonisolated(unsafe) let (input, format) = (input, format)
        self.init(node: TextNode(content: .formatted(input, format, in: .glanceDefault))) { env in
            .formatted(input, format, in: FormatContext(env))
        }
    }

    /// Both texts as one paragraph; each part keeps its own font, weight and colour, and
    /// attributes set on the result apply to the parts that set none. SwiftUI's `+` (GlanceKit).
    package static func concatenating(_ lhs: Text, _ rhs: Text) -> Text {
        func parts(_ t: Text) -> [TextNode] {
            if case .concatenated(let inner) = t.node.content, t.node.hasNoAttributes, t.resolve == nil { return inner }
            return [t.node]
        }
        let node = TextNode(content: .concatenated(parts(lhs) + parts(rhs)))
        guard lhs.resolve != nil || rhs.resolve != nil else { return Text(node: node) }
        nonisolated(unsafe) let (lhs, rhs) = (lhs, rhs)
        return Text(node: node) { env in .concatenated([lhs.resolvedNode(in: env), rhs.resolvedNode(in: env)]) }
    }
}

extension TextNode {
    /// Whether no attribute is set on the text itself.
    var hasNoAttributes: Bool {
        font == nil && weight == nil && !italic && !monospacedDigit && foreground == nil && design == nil && kerning == nil && tracking == nil
            && underline == nil && strikethrough == nil
    }
}
