import GlanceGraphics
/// How lines of text line up with each other.
public enum TextAlignment: String, Codable, CaseHashable, Sendable, CaseIterable { case leading, center, trailing }

/// Where text that does not fit loses characters for the "…".
public enum TruncationMode: String, Codable, CaseHashable, Sendable, CaseIterable { case head, middle, tail }

extension Text {
    /// Where a line too long for its width is cut, as SwiftUI nests it.
    public typealias TruncationMode = GlanceUI.TruncationMode
}

/// A scheme for transforming the capitalization of text (`Text.Case`).
public enum TextCase: String, Codable, CaseHashable, Sendable, CaseIterable { case uppercase, lowercase }

/// The text settings views inherit from the modifiers around them: line limit, alignment,
/// shrinking and truncation, and the attributes View-level text modifiers set (italic, digits,
/// monospacing, spacing between characters, case, lines).
public struct TextLayoutOptions: Codable, Hashable, Sendable {
    /// The most lines to show; `nil` for as many as fit.
    public var lineLimit: Int?
    public var alignment: TextAlignment
    /// How far (0–1) text may shrink before it is truncated.
    public var minimumScaleFactor: Double
    public var truncationMode: TruncationMode
    public var italic = false
    public var monospacedDigit = false
    /// The fixed-width variant of the font (`monospaced()`).
    public var monospaced = false
    /// Points added after each character, the last included (`kerning(_:)`).
    public var kerning = 0.0
    /// Points added between characters (`tracking(_:)`); wins over kerning when both are set.
    public var tracking = 0.0
    public var textCase: TextCase?
    public var underline: TextLineStyle?
    public var strikethrough: TextLineStyle?

    public init(
        lineLimit: Int? = nil, alignment: TextAlignment = .leading, minimumScaleFactor: Double = 1,
        truncationMode: TruncationMode = .tail
    ) {
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor
        self.truncationMode = truncationMode
    }

    private enum CodingKeys: String, CodingKey {
        case lineLimit, alignment, minimumScaleFactor, truncationMode, italic, monospacedDigit, monospaced, kerning, tracking, textCase,
            underline, strikethrough
    }

    /// Reads every field that is present; missing ones keep their defaults.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init()
        lineLimit = try c.decodeIfPresent(Int.self, forKey: .lineLimit)
        alignment = try c.decodeIfPresent(TextAlignment.self, forKey: .alignment) ?? alignment
        minimumScaleFactor = try c.decodeIfPresent(Double.self, forKey: .minimumScaleFactor) ?? minimumScaleFactor
        truncationMode = try c.decodeIfPresent(TruncationMode.self, forKey: .truncationMode) ?? truncationMode
        italic = try c.decodeIfPresent(Bool.self, forKey: .italic) ?? false
        monospacedDigit = try c.decodeIfPresent(Bool.self, forKey: .monospacedDigit) ?? false
        monospaced = try c.decodeIfPresent(Bool.self, forKey: .monospaced) ?? false
        kerning = try c.decodeIfPresent(Double.self, forKey: .kerning) ?? 0
        tracking = try c.decodeIfPresent(Double.self, forKey: .tracking) ?? 0
        textCase = try c.decodeIfPresent(TextCase.self, forKey: .textCase)
        underline = try c.decodeIfPresent(TextLineStyle.self, forKey: .underline)
        strikethrough = try c.decodeIfPresent(TextLineStyle.self, forKey: .strikethrough)
    }
}

/// One field of `TextLayoutOptions`, set on its own so the others stay as inherited.
public enum TextOption: Codable, Hashable, Sendable {
    case lineLimit(Int?)
    case alignment(TextAlignment)
    case minimumScaleFactor(Double)
    case truncationMode(TruncationMode)
    case italic(Bool)
    case monospacedDigit(Bool)
    case monospaced(Bool)
    case kerning(Double)
    case tracking(Double)
    case textCase(TextCase?)
    case underline(TextLineStyle?)
    case strikethrough(TextLineStyle?)
}

extension TextLayoutOptions {
    /// These options with `option`'s field set, bounded as the view modifiers bound it.
    public func setting(_ option: TextOption) -> TextLayoutOptions {
        var options = self
        switch option {
        case .lineLimit(let number): options.lineLimit = number.map { max(1, $0) }
        case .alignment(let alignment): options.alignment = alignment
        case .minimumScaleFactor(let factor): options.minimumScaleFactor = min(1, max(0.01, factor))
        case .truncationMode(let mode): options.truncationMode = mode
        case .italic(let on): options.italic = on
        case .monospacedDigit(let on): options.monospacedDigit = on
        case .monospaced(let on): options.monospaced = on
        case .kerning(let points): options.kerning = points.isFinite ? points : 0
        case .tracking(let points): options.tracking = points.isFinite ? points : 0
        case .textCase(let textCase): options.textCase = textCase
        case .underline(let line): options.underline = line
        case .strikethrough(let line): options.strikethrough = line
        }
        return options
    }

    /// The options that, each set over these, give `other`: one per field that differs.
    public func changes(to other: TextLayoutOptions) -> [TextOption] {
        var changes: [TextOption] = []
        if other.lineLimit != lineLimit { changes.append(.lineLimit(other.lineLimit)) }
        if other.alignment != alignment { changes.append(.alignment(other.alignment)) }
        if other.minimumScaleFactor != minimumScaleFactor { changes.append(.minimumScaleFactor(other.minimumScaleFactor)) }
        if other.truncationMode != truncationMode { changes.append(.truncationMode(other.truncationMode)) }
        if other.italic != italic { changes.append(.italic(other.italic)) }
        if other.monospacedDigit != monospacedDigit { changes.append(.monospacedDigit(other.monospacedDigit)) }
        if other.monospaced != monospaced { changes.append(.monospaced(other.monospaced)) }
        if other.kerning != kerning { changes.append(.kerning(other.kerning)) }
        if other.tracking != tracking { changes.append(.tracking(other.tracking)) }
        if other.textCase != textCase { changes.append(.textCase(other.textCase)) }
        if other.underline != underline { changes.append(.underline(other.underline)) }
        if other.strikethrough != strikethrough { changes.append(.strikethrough(other.strikethrough)) }
        return changes
    }
}

nonisolated extension View {
    public func lineLimit(_ number: Int?) -> some View { textOption(.lineLimit(number)) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        textOption(.alignment(alignment))
    }

    public func minimumScaleFactor(_ factor: Double) -> some View {
        textOption(.minimumScaleFactor(factor))
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View { textOption(.truncationMode(mode)) }

    /// Sets one text-layout field for this view and everything inside it.
    func textOption(_ option: TextOption) -> some View {
        modifier(ArchivedModifier(changing: { _ = $0.apply(.textOption(option)) }))
    }

    @_disfavoredOverload
    public func fontDesign(_ design: FontDesign?) -> some View {
        environment(\.fontDesign, design)
    }
}
