import GlanceGraphics
import Foundation

/// How a shape's interior is filled (SwiftUI's `FillStyle`). Glance fills by the nonzero
/// rule and always antialiases.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { (isEOFilled, isAntialiased) = (eoFill, antialiased) }
}

nonisolated extension View {
    /// A shape filled with `style` behind the view, fitted to its frame.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background(shape.fill(style))
    }

    /// The system background behind the view (black on watch faces and the Lock Screen).
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(.background)
    }

    /// A shape filled with `style` in front of the view, fitted to its frame.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        overlay(shape.fill(style))
    }
}

nonisolated extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> ShapeView<Self> { fill(content) }
}
