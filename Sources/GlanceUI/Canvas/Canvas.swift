import GlanceGraphics
import Foundation

/// A view drawn by immediate mode drawing into a `GraphicsContext` (SwiftUI's `Canvas`).
///
/// Archived trees hold no code, so the renderer runs when the canvas is archived, with the
/// size the canvas is expected to get and then, where an `ArchiveSizing` lays the tree out,
/// with the size layout gives it (docs/layout.md, "Views drawn from their size"). Like a
/// `GeometryReader`, a canvas takes all the space offered (10 × 10 asked for its ideal size).
/// Symbols are accepted and not drawn (`resolveSymbol(id:)` is not offered).
nonisolated public struct Canvas<Symbols: View>: View, PrimitiveView {
    /// The drawing callback.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// Views the renderer could draw by identifier; not drawn by Glance.
    public var symbols: Symbols
    /// Whether the canvas is fully opaque (a hint; Glance draws the same).
    public var isOpaque: Bool
    /// The working colour space (Glance draws in sRGB).
    public var colorMode: ColorRenderingMode
    /// Whether SwiftUI may draw off the main thread (a hint; widgets are still pictures).
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, with symbols it may draw.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        (self.isOpaque, self.colorMode, self.rendersAsynchronously) = (opaque, colorMode, rendersAsynchronously)
        self.renderer = renderer
        self.symbols = symbols()
    }

    public var body: Never { neverBody("Canvas") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        let (key, frame) = ArchiveSession.current?.sizedFrame(expected: env.geometryFrame) ?? (nil, env.geometryFrame)
        var env = env
        env.geometryFrame = frame
        let size = frame.size.cgSize
        let recording = CanvasRecording(environment: env)
        var context = GraphicsContext(recording: recording, size: size)
        EnvironmentValues.$current.withValue(env) { renderer(&context, size) }
        return .geometryReader(GeometryNode(frame: frame, content: recording.node(size: size, in: env), sizeKey: key))
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}
