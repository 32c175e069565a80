import GlanceGraphics
import Foundation

nonisolated extension Text {
    /// The string's runs as one paragraph, each with its SwiftUI attributes (font, colour,
    /// lines, kerning, tracking), as `Text + Text` joins parts. Background colours and
    /// baseline offsets are not drawn; Foundation on Linux has no inline presentation intents
    /// (Markdown emphasis) to read (docs/compatibility.md).
    public init(_ attributedContent: AttributedString) {
        typealias S = AttributeScopes.SwiftUIAttributes
        var joined: Text?
        for run in attributedContent.runs {
            var part = Text(verbatim: String(attributedContent[run.range].characters))
            if let font = run[S.FontAttribute.self] { part = part.font(font) }
            if let color = run[S.ForegroundColorAttribute.self] { part = part.foregroundColor(color) }
            if let line = run[S.StrikethroughStyleAttribute.self] { part = part.strikethrough(pattern: line.pattern, color: line.color) }
            if let line = run[S.UnderlineStyleAttribute.self] { part = part.underline(pattern: line.pattern, color: line.color) }
            if let kern = run[S.KerningAttribute.self] { part = part.kerning(kern) }
            if let tracking = run[S.TrackingAttribute.self] { part = part.tracking(tracking) }
            joined = joined.map { .concatenating($0, part) } ?? part
        }
        self = joined ?? Text(verbatim: "")
    }
}
