import GlanceGraphics
import Foundation

/// What a canvas's renderer drew, in order: shared by the copies of a `GraphicsContext`.
final class CanvasRecording {
    var operations: [CanvasOperation] = []
    let environment: EnvironmentValues

    init(environment: EnvironmentValues) { self.environment = environment }
}

/// A clip added to a context, in the canvas's coordinates.
struct CanvasClip {
    /// What lets drawing through.
    enum Shape {
        /// The inside of a path.
        case path(Path)
        /// What a layer draws, by its opacity times `opacity` (`clipToLayer`).
        case layer([CanvasOperation], opacity: Double)
    }

    var shape: Shape
    /// Lets through what is outside the shape (`ClipOptions.inverse`).
    var inverse: Bool
}

/// One drawing in a canvas, with the context's state when it was drawn.
struct CanvasOperation {
    /// Where text or an image goes: a point and the anchor put there, or a rectangle.
    enum Placement {
        case at(CGPoint, UnitPoint)
        case `in`(CGRect)
    }

    enum Content {
        case fill(Path, GraphicsContext.Shading)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle)
        case text(GraphicsContext.ResolvedText, Placement)
        case image(GraphicsContext.ResolvedImage, Placement)
        /// A layer's drawings, each with its own transform, composited as one.
        case layer([CanvasOperation])
    }

    var content: Content
    /// User space to the canvas's coordinates.
    var transform: CGAffineTransform
    var clips: [CanvasClip]
    var opacity: Double
    var blend: BlendOperator
}
