import GlanceGraphics
import Foundation

/// One styled piece of a rich text: its characters, font and paint.
struct TextSpan {
    var text: String
    var font: FontDescriptor
    var style: ShapeStyleValue?
    /// Points after each character (kerning or tracking).
    var spacing = 0.0
    var decorations = TextLines.Decorations()

    /// The spans of `node` in `env`: each part of a concatenation with its own attributes,
    /// falling back to the attributes set around it; symbols in the symbol font.
    static func spans(of node: TextNode, in env: EnvironmentValues) -> [TextSpan] {
        var out: [TextSpan] = []
        func walk(_ n: TextNode) {
            switch n.content {
            case .concatenated(let parts):
                for part in parts { walk(part.inheriting(n)) }
            case .symbol:
                var font = env.resolvedFont(for: n)
                (font.family, font.weight, font.italic) = (.symbols, .regular, false)
                out.append(TextSpan(text: n.content.string(in: env), font: font, style: n.foreground).decorated(n, env))
            default:
                let text = n.content.string(in: env)
                out.append(TextSpan(text: text, font: env.resolvedFont(for: n), style: n.foreground).decorated(n, env))
            }
        }
        walk(node)
        return out
    }

    /// This span with the spacing and lines `node` sets, or the environment around it.
    private func decorated(_ node: TextNode, _ env: EnvironmentValues) -> TextSpan {
        var span = self
        span.spacing = env.characterSpacing(for: node)
        span.decorations = TextLines.Decorations(
            underline: node.underline ?? env.textLayout.underline, strikethrough: node.strikethrough ?? env.textLayout.strikethrough)
        return span
    }
}

extension TextNode {
    /// This node with the attributes it does not set taken from `outer`.
    func inheriting(_ outer: TextNode) -> TextNode {
        var n = self
        n.font = font ?? outer.font
        n.weight = weight ?? outer.weight
        n.italic = italic || outer.italic
        n.monospacedDigit = monospacedDigit || outer.monospacedDigit
        n.foreground = foreground ?? outer.foreground
        n.design = design ?? outer.design
        n.kerning = kerning ?? outer.kerning
        n.tracking = tracking ?? outer.tracking
        n.underline = underline ?? outer.underline
        n.strikethrough = strikethrough ?? outer.strikethrough
        return n
    }

    /// Whether the text needs styled runs: a symbol inside, or parts in different styles.
    var needsRichLayout: Bool {
        switch content {
        case .symbol: true
        case .concatenated(let parts):
            parts.contains { $0.needsRichLayout || !$0.hasNoAttributes }
        default: false
        }
    }
}

/// Text made of styled spans (`Text + Text`, inline symbols), set as one paragraph: wrapped
/// at spaces to the width offered, each line as tall as its tallest span, spans sharing the
/// line's baseline; lines beyond the limit or the height are cut with "…".
final class RichTextLayout: LayoutNode {
    struct Piece {
        var span: Int
        var shaped: ShapedText
        var x: Double
    }

    struct Line {
        var pieces: [Piece] = []
        var width = 0.0
        var ascent = 0.0, descent = 0.0, leading = 0.0
        var height: Double { ascent + descent + leading }
    }

    let spans: [TextSpan]
    let environment: EnvironmentValues
    let measurer: any TextMeasurer
    private var fits = ProposalMemo<[Line]>()

    init(_ text: TextNode, environment: EnvironmentValues, measurer: any TextMeasurer) {
        spans = TextSpan.spans(of: text, in: environment)
        self.environment = environment
        self.measurer = measurer
        super.init(kind: "Text \"\(spans.map(\.text).joined())\"")
    }

    override var isText: Bool { true }

    /// Words and spaces of every span, in order; `nil` text marks a forced line break.
    private lazy var atoms: [(span: Int, text: String?, space: Bool)] = {
        var out: [(Int, String?, Bool)] = []
        for (i, span) in spans.enumerated() {
            var current = "", currentIsSpace = false
            for ch in span.text {
                if ch == "\n" {
                    if !current.isEmpty { out.append((i, current, currentIsSpace)) }
                    out.append((i, nil, false))
                    current = ""
                    continue
                }
                if !current.isEmpty && ch.isWhitespace != currentIsSpace {
                    out.append((i, current, currentIsSpace))
                    current = ""
                }
                currentIsSpace = ch.isWhitespace
                current.append(ch)
            }
            if !current.isEmpty { out.append((i, current, currentIsSpace)) }
        }
        return out
    }()

    private func shape(_ text: String, _ span: Int) -> ShapedText {
        let spacing = spans[span].spacing
        return (spacing == 0 ? measurer : SpacedTextMeasurer(base: measurer, spacing: spacing)).shape(text, font: spans[span].font)
    }

    func lines(for p: ProposedSize) -> [Line] {
        if let lines = fits[p] { return lines }
        let lines = fit(width: p.width.flatMap { $0.isFinite ? $0 : nil }, height: p.height)
        fits.keep(lines, for: p)
        return lines
    }

    private func fit(width: Double?, height: Double?) -> [Line] {
        var lines = [Line()]
        var pending: [Piece] = []
        var pendingWidth = 0.0
        var i = 0
        while i < atoms.count {
            let atom = atoms[i]
            guard let text = atom.text else {
                lines.append(Line())
                (pending, pendingWidth, i) = ([], 0, i + 1)
                continue
            }
            if atom.space {
                let s = shape(text, atom.span)
                pending.append(Piece(span: atom.span, shaped: s, x: 0))
                pendingWidth += s.width
                i += 1
                continue
            }
            // A word: the non-space atoms up to the next space, across spans.
            var word: [Piece] = []
            var wordWidth = 0.0
            while i < atoms.count, let t = atoms[i].text, !atoms[i].space {
                let s = shape(t, atoms[i].span)
                word.append(Piece(span: atoms[i].span, shaped: s, x: 0))
                wordWidth += s.width
                i += 1
            }
            let line = lines[lines.count - 1]
            if !line.pieces.isEmpty, let width, line.width + pendingWidth + wordWidth > width + 1e-6 {
                lines.append(Line())
                pending = []
            }
            for piece in (lines[lines.count - 1].pieces.isEmpty && lines.count > 1 ? [] : pending) + word {
                append(piece, to: &lines[lines.count - 1])
            }
            (pending, pendingWidth) = ([], 0)
        }
        for index in lines.indices where lines[index].pieces.isEmpty { measureEmpty(&lines[index]) }
        return limit(lines, width: width, height: height)
    }

    private func append(_ piece: Piece, to line: inout Line) {
        var p = piece
        p.x = line.width
        line.pieces.append(p)
        line.width += piece.shaped.width
        let m = measurer.metrics(for: spans[piece.span].font)
        (line.ascent, line.descent, line.leading) = (max(line.ascent, m.ascent), max(line.descent, m.descent), max(line.leading, m.leading))
    }

    private func measureEmpty(_ line: inout Line) {
        guard let font = spans.first?.font else { return }
        let m = measurer.metrics(for: font)
        (line.ascent, line.descent, line.leading) = (m.ascent, m.descent, m.leading)
    }

    /// The lines kept within the line limit and the height, the last cut with "…" when text
    /// was dropped or a line is wider than `width`.
    private func limit(_ all: [Line], width: Double?, height: Double?) -> [Line] {
        var keep = min(all.count, environment.textLayout.lineLimit ?? Int.max)
        if let height {
            var used = 0.0, fitting = 0
            for line in all.prefix(keep) where used + line.height <= height + 1e-6 {
                used += line.height
                fitting += 1
            }
            keep = max(1, min(keep, fitting))
        }
        var lines = Array(all.prefix(keep))
        let cutLast = keep < all.count
        for index in lines.indices {
            let tooWide = width.map { lines[index].width > $0 + 1e-6 } ?? false
            if tooWide || (cutLast && index == lines.count - 1) { lines[index] = truncate(lines[index], to: width ?? .infinity) }
        }
        return lines
    }

    /// `line` cut at the end so that it and "…" fit `width`.
    private func truncate(_ line: Line, to width: Double) -> Line {
        var pieces = line.pieces
        while let last = pieces.last, last.shaped.text.allSatisfy(\.isWhitespace) { pieces.removeLast() }
        let ellipsisSpan = pieces.last?.span ?? 0
        let ellipsis = shape("…", ellipsisSpan)
        while let last = pieces.last, last.x + last.shaped.width + ellipsis.width > width + 1e-6 {
            let chars = Array(last.shaped.text)
            var (lo, hi) = (0, chars.count - 1)
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if last.x + shape(String(chars.prefix(mid)), last.span).width + ellipsis.width <= width + 1e-6 { lo = mid } else { hi = mid - 1 }
            }
            pieces.removeLast()
            let kept = String(chars.prefix(lo)).trimmingTrailingSpaces
            if !kept.isEmpty { pieces.append(Piece(span: last.span, shaped: shape(kept, last.span), x: last.x)) }
            if !kept.isEmpty || pieces.isEmpty { break }
        }
        var out = Line()
        for piece in pieces { append(piece, to: &out) }
        append(Piece(span: pieces.last?.span ?? ellipsisSpan, shaped: ellipsis, x: 0), to: &out)
        return out
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let fitted = lines(for: p)
        return Size(width: fitted.map(\.width).max() ?? 0, height: fitted.reduce(0) { $0 + $1.height })
    }

    override func baseline(first: Bool, in size: Size) -> Double? {
        let fitted = lines(for: ProposedSize(size))
        guard let line = first ? fitted.first : fitted.last else { return nil }
        let above = first ? 0 : fitted.dropLast().reduce(0) { $0 + $1.height }
        return above + line.leading / 2 + line.ascent
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let fraction = switch environment.textLayout.alignment {
        case .leading: 0.0
        case .center: 0.5
        case .trailing: 1.0
        }
        var top = rect.minY
        for line in lines(for: ProposedSize(rect.size)) {
            let x = rect.minX + alignmentOffset(slack: rect.width - line.width, fraction: fraction)
            let baseline = top + line.leading / 2 + line.ascent
            for piece in line.pieces where !piece.shaped.glyphs.isEmpty {
                let paint = environment.paint(spans[piece.span].style, in: rect)
                if environment.drawsPlaceholder {
                    let bar = canvas.snap(Rect(x: x + piece.x, y: top + line.height * 0.15, width: piece.shaped.width, height: line.height * 0.7))
                    canvas.items.append(.fill(Path(roundedRect: bar, cornerRadius: bar.height / 2), environment.placeholderBarPaint(paint)))
                    continue
                }
                let origin = Point(x: canvas.round(x + piece.x), y: canvas.round(baseline))
                canvas.items += piece.shaped.textRuns(origin: origin, paint: paint).map { .text($0) }
                canvas.items += spans[piece.span].decorations.items(
                    x: canvas.round(x + piece.x), baseline: canvas.round(baseline), width: piece.shaped.width, piece.shaped,
                    measurer.metrics(for: spans[piece.span].font), paint, environment)
            }
            top += line.height
        }
        return []
    }
}
