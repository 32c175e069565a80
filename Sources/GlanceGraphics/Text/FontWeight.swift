/// A font weight, as SwiftUI names them, with its OpenType value.
public enum FontWeight: String, Codable, CaseHashable, Sendable, CaseIterable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType `wght` value (100–900).
    package var value: Int {
        switch self {
        case .thin: 100
        case .ultraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }

    public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}

/// A font design, as SwiftUI names them.
public enum FontDesign: String, Codable, CaseHashable, Sendable, CaseIterable {
    case `default`, rounded, monospaced, serif
}
