import GlanceUI

// Operators that are no protocol's requirement are found only through a module imported whole,
// and GlanceKit exports its names one by one (GlanceKit.swift): so SwiftUI's operators on its
// types are declared here, where every widget file that imports GlanceKit finds them.

nonisolated extension Text {
    /// Both texts as one paragraph; each part keeps its own font, weight and colour, and
    /// attributes set on the result apply to the parts that set none.
    public static func + (lhs: Text, rhs: Text) -> Text { .concatenating(lhs, rhs) }
}

extension Angle {
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
}
