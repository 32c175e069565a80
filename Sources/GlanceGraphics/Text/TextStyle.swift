/// A semantic text style; its size follows the context's body size.
public enum TextStyle: String, Codable, Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

    /// The size at Apple's default (Large) content size, where body is 17 pt.
    package var referenceSize: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The weight the style carries unless one is asked for.
    package var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's size where body text is `bodySize` points, kept in proportion.
    package func pointSize(bodySize: Double) -> Double {
        (referenceSize * bodySize / TextStyle.body.referenceSize * 2).rounded() / 2
    }
}
