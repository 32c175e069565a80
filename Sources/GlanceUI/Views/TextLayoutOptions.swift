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

extension View {
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.textLayout.lineLimit, number.map { max(1, $0) })
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.textLayout.alignment, alignment)
    }

    public func minimumScaleFactor(_ factor: Double) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.textLayout.minimumScaleFactor, min(1, max(0.01, factor)))
    }

    public func truncationMode(_ mode: TruncationMode) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.textLayout.truncationMode, mode)
    }

    public func fontDesign(_ design: FontDesign?) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.fontDesign, design)
    }
}
