import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// `Text(AttributedString)` shows the string's runs as one paragraph with their SwiftUI
/// attributes, as widgets write styled values ("72°" big, " F" grey) (issue 46).
@MainActor @Suite struct AttributedTextTests {
    func parts(_ text: Text) -> [TextNode] {
        guard case .text(let node) = ViewArchiver.archive(text), case .concatenated(let parts) = node.content else { return [] }
        return parts
    }

    @Test func runsKeepTheirFontColourAndLines() {
        var value = AttributedString("72°")
        value.font = .system(size: 20).bold()
        value.foregroundColor = .orange
        var unit = AttributedString(" F")
        unit.foregroundColor = .gray
        unit.underlineStyle = .single
        var container = AttributeContainer()
        container.kern = 2
        let tail = AttributedString(" now", attributes: container)
        let p = parts(Text(value + unit + tail))
        #expect(p.count == 3)
        #expect(p[0].font == .system(size: 20).bold() && p[0].foreground == .color(.orange))
        #expect(p[1].font == nil && p[1].foreground == .color(.gray) && p[1].underline == .single)
        #expect(p[2].kerning == 2 && p[2].foreground == nil)
    }

    @Test func aPlainStringIsOneRunAndTheScopeIsNamed() {
        let plain = Text(AttributedString("Hello"))
        guard case .text(let node) = ViewArchiver.archive(plain) else { Issue.record("not text"); return }
        #expect(node.content == .verbatim("Hello"), "\(node.content)")
        let scoped = AttributedString("x", attributes: AttributeContainer().foregroundColor(.red))
        #expect(scoped.runs.first?.foregroundColor == .red)
        #expect(AttributeScopes.SwiftUIAttributes.FontAttribute.name == "SwiftUI.Font")
        let layout = layout(Text(AttributedString("abc")).font(ten), in: Size(width: 100, height: 20))
        #expect(layout.displayList.textRuns.map(\.run.text) == ["abc"])
    }
}
