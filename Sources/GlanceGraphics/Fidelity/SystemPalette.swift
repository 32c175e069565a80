/// Apple's system colours as the dark appearance resolves them (watch faces and Lock Screens
/// are dark): HIG › Color › "System colors", default dark column (values of June 2025), and
/// the label colours SwiftUI's hierarchical styles draw on black (docs/fidelity.md, "Colours").
package enum SystemPalette {
    /// Red, green, blue (0–255) of each named system colour.
    package static let dark: [String: (Int, Int, Int)] = [
        "gray": (142, 142, 147),
        "red": (255, 66, 69),
        "orange": (255, 146, 48),
        "yellow": (255, 214, 0),
        "green": (48, 209, 88),
        "mint": (0, 218, 195),
        "teal": (0, 210, 224),
        "cyan": (60, 211, 254),
        "blue": (0, 145, 255),
        "indigo": (109, 124, 255),
        "purple": (219, 52, 242),
        "pink": (255, 55, 95),
        "brown": (183, 138, 102),
    ]

    /// The dark label colours: primary white, then secondary, tertiary and quaternary
    /// (235, 235, 245) at 60%, 30% and 16% — (141, 141, 147) on black for secondary, as Apple's
    /// render shows. A fifth level (quinary) keeps Glance's 10%.
    package static let labelLevels: [(red: Int, green: Int, blue: Int, alpha: Double)] = [
        (255, 255, 255, 1), (235, 235, 245, 0.6), (235, 235, 245, 0.3), (235, 235, 245, 0.16), (235, 235, 245, 0.1),
    ]

    /// The light label colours, for a view under `.colorScheme(.light)`: primary black, then
    /// (60, 60, 67) at 60%, 30% and 18% (UIKit's light secondary, tertiary and quaternary
    /// labels, as Flutter's Cupertino palette records them; docs/fidelity.md, "Colours"). A
    /// fifth level keeps Glance's 10%.
    package static let lightLabelLevels: [(red: Int, green: Int, blue: Int, alpha: Double)] = [
        (0, 0, 0, 1), (60, 60, 67, 0.6), (60, 60, 67, 0.3), (60, 60, 67, 0.18), (60, 60, 67, 0.1),
    ]

    /// A named colour's value.
    static func color(_ name: String) -> Color {
        let (r, g, b) = dark[name]!
        return Color(r8: r, g8: g, b8: b)
    }
}
