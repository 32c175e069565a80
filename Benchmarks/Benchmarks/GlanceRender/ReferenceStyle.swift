import GlanceGraphics
import GlanceUI

/// The fonts and colours the reference scenes use; the Glance widgets ask for the same.
enum ReferenceStyle {
    /// An sRGB colour as both sides draw it: the C references from these components, Glance
    /// from `Color(red:green:blue:)` (a widget's view cannot read a colour's components).
    struct RGB {
        var red, green, blue: Double
        init(_ red: Double, _ green: Double, _ blue: Double) { (self.red, self.green, self.blue) = (red / 255, green / 255, blue / 255) }
        var color: Color { Color(red: red, green: green, blue: blue) }
    }

    /// The watch's system orange and gray, as `SystemPalette` gave them when these were written.
    static let accentRGB = RGB(255, 146, 48)
    static let detailRGB = RGB(142, 142, 147)
    static let textRGB = RGB(255, 255, 255)
    static let accent = accentRGB.color
    static let trackOpacity = 0.3
    static let detailColor = detailRGB.color

    static let gaugeLineWidth = 5.5
    /// The circular ring's radius, inside a 50-point slot.
    static let gaugeRadius = 22.0
    static let gaugeText = FontDescriptor(size: 14, weight: .bold)
    static let gaugeLabel = FontDescriptor(size: 7, weight: .bold)
    /// How far below the centre the label's line is centred.
    static let gaugeLabelOffset = 17.5

    static let headline = FontDescriptor(size: 18, weight: .semibold)
    static let body = FontDescriptor(size: 16)
    static let lineSpacing = 2.0

    static let cornerText = FontDescriptor(size: 14, weight: .semibold)
    static let cornerEnds = FontDescriptor(size: 10)
    static let cornerLineWidth = 4.0

    /// A watch's inline line is set in the family's own text, whatever font the view names
    /// (docs/fidelity.md, "The inline line"): on 45 mm, 15 pt medium.
    static let inline = FontDescriptor(size: 15, weight: .medium)
    static let clockSize = 24.0
    static var clock: FontDescriptor { FontDescriptor(size: clockSize, weight: .semibold, monospacedDigit: true) }
}
