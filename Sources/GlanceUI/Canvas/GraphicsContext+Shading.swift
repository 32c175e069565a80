import GlanceGraphics
import Foundation

extension GraphicsContext {
    /// A colour or pattern to outline or fill with (SwiftUI's `GraphicsContext.Shading`).
    public struct Shading: Sendable {
        /// What fills: a style as views archive it, or a gradient between points of the user space.
        enum Kind: Sendable {
            /// `nil`: the foreground style.
            case style(ShapeStyleValue?)
            case linear([GradientStop], start: CGPoint, end: CGPoint)
            case radial([GradientStop], center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic([GradientStop], center: CGPoint, angle: Angle)
        }

        let kind: Kind

        /// The foreground style of the context's environment.
        public static var foreground: Shading { Shading(kind: .style(nil)) }

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(.color(color))) }

        /// A colour from components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// Any shape style; unit-space styles map to the canvas's bounds.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style.shapeStyleValue)) }

        /// Colours blended along the line from `startPoint` to `endPoint` (user space).
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient.stops, start: startPoint, end: endPoint))
        }

        /// Colours blended outward from `center` between two radii (user space).
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient.stops, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// Colours swept clockwise around `center` from `angle`.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GraphicsContext.GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient.stops, center: center, angle: angle))
        }

        /// The style to archive for a canvas of `size`: gradients' points become unit points of
        /// the canvas (the frame the recorded views fill); `nil` is the foreground.
        func value(in size: CGSize) -> ShapeStyleValue? {
            func unit(_ p: CGPoint) -> UnitPoint {
                UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
            }
            switch kind {
            case .style(let value): return value
            case .linear(let stops, let start, let end): return .linearGradient(stops, start: unit(start), end: unit(end))
            case .radial(let stops, let center, let r0, let r1):
                return .radialGradient(stops, center: unit(center), startRadius: r0, endRadius: r1)
            case .conic(let stops, let center, let angle):
                return .angularGradient(stops, center: unit(center), startAngle: angle, endAngle: angle + .degrees(360))
            }
        }
    }
}
