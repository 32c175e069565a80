import Foundation
import GlanceGraphics
import GlanceUI

/// UIKit's font, as far as widget code makes one to size text or to set an attributed
/// string's `.font`: a name (or the system font), a size and a weight. Drawn through SwiftUI's
/// `Font`, the system font as Glance's stand-in and a named font as `Font.custom` draws it.
open class UIFont: Hashable, @unchecked Sendable {
    /// A font's weight, as UIKit's constants name them.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)

        /// The nearest of SwiftUI's weights.
        var fontWeight: FontWeight {
            let table: [(Weight, FontWeight)] = [
                (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
                (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
            ]
            return table.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// The font's name; `.SFUI-Regular`-style names stand for the system font.
    public let fontName: String
    public let pointSize: CGFloat
    let weight: Weight
    let monospacedDigits: Bool
    let isSystem: Bool

    init(fontName: String, pointSize: CGFloat, weight: Weight, monospacedDigits: Bool, isSystem: Bool) {
        (self.fontName, self.pointSize, self.weight, self.monospacedDigits, self.isSystem) = (fontName, pointSize, weight, monospacedDigits, isSystem)
    }

    /// The font named `fontName` at `fontSize` points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular, monospacedDigits: false, isSystem: false)
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight, monospacedDigits: false, isSystem: true)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight, monospacedDigits: true, isSystem: true)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight, monospacedDigits: monospacedDigits, isSystem: isSystem)
    }

    public var familyName: String { isSystem ? "System Font" : fontName }

    /// The SwiftUI font that draws as this one.
    var font: Font {
        if !isSystem { return .custom(fontName, size: pointSize) }
        let font = Font.system(size: pointSize, weight: weight.fontWeight)
        return monospacedDigits ? font.monospacedDigit() : font
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
        (a.fontName, a.pointSize, a.weight, a.monospacedDigits, a.isSystem) == (b.fontName, b.pointSize, b.weight, b.monospacedDigits, b.isSystem)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

nonisolated extension Font {
    /// The font a UIKit font stands for, as an attributed string's `.font` is drawn (SwiftUI's
    /// own initialiser takes a `CTFont`, which Glance has not).
    init(_ font: UIFont) { self = font.font }
}
