import GlanceGraphics
import Foundation

/// An immediate mode drawing destination, and its current state (SwiftUI's `GraphicsContext`).
///
/// A `Canvas` hands one to its renderer when it is archived; what is drawn is recorded, with
/// the transform, clips, opacity and blend mode in force, as views the canvas's layout draws.
/// Copies draw into the same canvas, each with its own state, as in SwiftUI.
public struct GraphicsContext {
    /// Where drawing goes: shared by copies of the context.
    let recording: CanvasRecording
    /// The canvas's size, in points.
    let size: CGSize
    /// Clips added, in the canvas's coordinates.
    var clips: [CanvasClip] = []

    /// The transform from the context's user space to the canvas's coordinates.
    public var transform: CGAffineTransform = .identity
    /// The opacity each drawing is composited with (0…1).
    public var opacity: Double = 1
    /// How each drawing is composited onto what is already drawn.
    public var blendMode: GraphicsContext.BlendMode = .normal

    init(recording: CanvasRecording, size: CGSize) {
        self.recording = recording
        self.size = size
    }

    /// The environment of the canvas.
    public var environment: EnvironmentValues { recording.environment }

    /// Moves the user space's origin by (x, y).
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
    }

    /// Scales the user space by (x, y).
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
    }

    /// Turns the user space by `angle` (clockwise on screen).
    public mutating func rotate(by angle: Angle) {
        transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Adds `path` (in user space) to the clip shapes of later drawing.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()) {
        clips.append(CanvasClip(shape: .path(path.applying(transform)), inverse: options.contains(.inverse)))
    }

    /// Adds what `content` draws to the clips of later drawing: later drawing shows where the
    /// layer is drawn, by the layer's opacity times `opacity` (with `.inverse`, where it is not).
    /// The layer starts with this context's transform, as `drawLayer`'s does.
    public mutating func clipToLayer(
        opacity: Double = 1, options: GraphicsContext.ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = GraphicsContext(recording: CanvasRecording(environment: environment), size: size)
        layer.transform = transform
        try content(&layer)
        clips.append(CanvasClip(shape: .layer(layer.recording.operations, opacity: opacity), inverse: options.contains(.inverse)))
    }

    /// The bounds of what the clips let through, in user space. A layer clip counts as the
    /// whole canvas (its drawn bounds are not measured).
    public var clipBoundingRect: CGRect {
        var bounds = CGRect(origin: .zero, size: size)
        for clip in clips where !clip.inverse {
            if case .path(let path) = clip.shape { bounds = bounds.intersection(path.boundingRect) }
        }
        return bounds.applying(transform.inverted())
    }

    /// Draws what `content` draws into a new layer, composited as one drawing with this
    /// context's clips, opacity and blend mode.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(recording: CanvasRecording(environment: environment), size: size)
        layer.transform = transform
        try content(&layer)
        var state = self
        state.transform = .identity
        state.record(.layer(layer.recording.operations))
    }

    /// Records `content` drawn with the state in force.
    func record(_ content: CanvasOperation.Content) {
        recording.operations.append(
            CanvasOperation(content: content, transform: transform, clips: clips, opacity: opacity, blend: blendMode.blendOperator))
    }
}
