/// How lines of text line up with each other.
public enum TextAlignment: String, Codable, Hashable, Sendable, CaseIterable { case leading, center, trailing }

/// Where text that does not fit loses characters for the "…".
public enum TruncationMode: String, Codable, Hashable, Sendable, CaseIterable { case head, middle, tail }

/// The text-layout settings views inherit: line limit, alignment, shrinking, truncation.
public struct TextLayoutOptions: Codable, Hashable, Sendable {
    /// The most lines to show; `nil` for as many as fit.
    public var lineLimit: Int?
    public var alignment: TextAlignment
    /// How far (0–1) text may shrink before it is truncated.
    public var minimumScaleFactor: Double
    public var truncationMode: TruncationMode

    public init(
        lineLimit: Int? = nil, alignment: TextAlignment = .leading, minimumScaleFactor: Double = 1,
        truncationMode: TruncationMode = .tail
    ) {
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor
        self.truncationMode = truncationMode
    }
}

/// One field of `TextLayoutOptions`, set on its own so the others stay as inherited.
public enum TextOption: Codable, Hashable, Sendable {
    case lineLimit(Int?)
    case alignment(TextAlignment)
    case minimumScaleFactor(Double)
    case truncationMode(TruncationMode)
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
        return changes
    }
}

nonisolated extension View {
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, ArchivedModifier> { textOption(.lineLimit(number)) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, ArchivedModifier> {
        textOption(.alignment(alignment))
    }

    public func minimumScaleFactor(_ factor: Double) -> ModifiedContent<Self, ArchivedModifier> {
        textOption(.minimumScaleFactor(factor))
    }

    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self, ArchivedModifier> { textOption(.truncationMode(mode)) }

    /// Sets one text-layout field for this view and everything inside it.
    func textOption(_ option: TextOption) -> ModifiedContent<Self, ArchivedModifier> {
        modifier(ArchivedModifier(changing: { _ = $0.apply(.textOption(option)) }))
    }

    public func fontDesign(_ design: FontDesign?) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.fontDesign, design)
    }
}
