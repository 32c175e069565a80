import GlanceGraphics
import Foundation

/// A stand-in for Core Graphics' `CGColor`, which Linux has not: the sRGB and grey colours
/// widget code makes and reads, and hands to `Color(cgColor:)`.
public final class CGColor: Sendable, Hashable {
    /// The SwiftUI colour this stands for.
    let color: Color
    /// Grey colours keep two components, as Core Graphics' grey colour space does.
    private let isGray: Bool

    init(_ color: Color, gray: Bool = false) {
        self.color = color
        isGray = gray
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(Color(white: Double(gray), alpha: Double(alpha)), gray: true) }

    /// The opacity, 0 to 1.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// The colour's components, alpha last: red, green, blue and alpha, or grey and alpha.
    public var components: [CGFloat]? {
        isGray ? [CGFloat(color.red), alpha] : [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), alpha]
    }

    public var numberOfComponents: Int { isGray ? 2 : 4 }

    /// The same colour at another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        var c = color
        c.alpha = Double(alpha)
        return CGColor(c, gray: isGray)
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}

extension Color {
    /// The SwiftUI colour of a `CGColor`.
    public init(cgColor: CGColor) { self = cgColor.color }
    public init(_ cgColor: CGColor) { self = cgColor.color }
}

extension UIColor {
    /// The colour as a `CGColor`.
    public var cgColor: CGColor { CGColor(color) }

    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
}
