import GlanceGraphics
import Foundation

/// A stand-in for UIKit's `UIColor`, which Linux has not: the initialisers and system colours
/// widget code passes to `Color(uiColor:)`. Components are sRGB, as UIKit's extended sRGB
/// within 0...1. System colours use the dark-appearance values Glance's `Color` uses.
public final class UIColor: Sendable, Hashable {
    /// The SwiftUI colour this stands for.
    package let color: Color

    init(_ color: Color) { self.color = color }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(Color(white: Double(white), alpha: Double(alpha))) }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// A colour set of the asset catalogs, resolved when the view is drawn (so never `nil`).
    public convenience init?(named name: String) { self.init(Color(name)) }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: Any?) { self.init(Color(name)) }

    /// UIKit's dynamic-provider initialiser; a widget on a watch or Lock Screen is always dark.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = color
        c.alpha = Double(alpha)
        return UIColor(c)
    }


    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

/// The part of UIKit's trait collection a dynamic colour reads.
public struct UITraitCollection: Sendable {
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    public var userInterfaceStyle: UserInterfaceStyle
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
}

extension UIColor {
    public static let black = UIColor(Color.black), white = UIColor(Color.white), clear = UIColor(Color.clear)
    public static let gray = UIColor(Color(white: 0.5)), darkGray = UIColor(Color(white: 1.0 / 3)), lightGray = UIColor(Color(white: 2.0 / 3))
    public static let red = UIColor(Color(red: 1, green: 0, blue: 0)), green = UIColor(Color(red: 0, green: 1, blue: 0))
    public static let blue = UIColor(Color(red: 0, green: 0, blue: 1)), yellow = UIColor(Color(red: 1, green: 1, blue: 0))
    public static let orange = UIColor(Color(red: 1, green: 0.5, blue: 0)), purple = UIColor(Color(red: 0.5, green: 0, blue: 0.5))
    public static let cyan = UIColor(Color(red: 0, green: 1, blue: 1)), magenta = UIColor(Color(red: 1, green: 0, blue: 1))
    public static let brown = UIColor(Color(red: 0.6, green: 0.4, blue: 0.2))
    public static let systemRed = UIColor(Color.red), systemOrange = UIColor(Color.orange), systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green), systemMint = UIColor(Color.mint), systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan), systemBlue = UIColor(Color.blue), systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple), systemPink = UIColor(Color.pink), systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let label = UIColor(Color.white), systemBackground = UIColor(Color.black)
    public static let secondaryLabel = UIColor(Color(r8: 235, g8: 235, b8: 245, alpha: 0.6))
    public static let tertiaryLabel = UIColor(Color(r8: 235, g8: 235, b8: 245, alpha: 0.3))
    public static let secondarySystemBackground = UIColor(Color(r8: 28, g8: 28, b8: 30))
    public static let tertiarySystemBackground = UIColor(Color(r8: 44, g8: 44, b8: 46))
}

extension Color {
    /// The SwiftUI colour of a `UIColor`.
    public init(uiColor: UIColor) { self = uiColor.color }
    public init(_ color: UIColor) { self = color.color }
}
