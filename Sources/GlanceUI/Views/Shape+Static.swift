import GlanceGraphics
import Foundation

// The built-in shapes as static members, so `.clipShape(.circle)` and `.background(.red, in:
// .capsule)` read as in SwiftUI (iOS 17, watchOS 10).

nonisolated extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
}

nonisolated extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
