import GlanceGraphics
/// How archiving learns the sizes views get: a renderer to lay the archived tree out with, and
/// the canvas (the slot) it is laid out in. Custom shapes and geometry readers are archived
/// again for the frames that layout gave them, as SwiftUI calls `path(in:)` and a reader's
/// closure with the size layout gives (docs/layout.md, "Views drawn from their size").
@MainActor
public struct ArchiveSizing {
    /// The renderer, made when first needed: most trees have no view drawn from its size.
    let renderer: () -> ViewRenderer?
    public let canvas: Size

    public init(renderer: ViewRenderer, canvas: Size) {
        self.init(canvas: canvas) { renderer }
    }

    /// Sizing whose renderer is made by `renderer` the first time a tree needs it (`nil`:
    /// none can be made, and views keep the space they were expected to fill).
    public init(canvas: Size, renderer: @escaping () -> ViewRenderer?) {
        self.renderer = renderer
        self.canvas = canvas
    }

    /// The sizing archives on the main actor use now, if any.
    static var current: ArchiveSizing?

    /// Runs `body` with archives sized by `sizing`.
    public static func with<T>(_ sizing: ArchiveSizing?, _ body: () throws -> T) rethrows -> T {
        let outer = current
        current = sizing
        defer { current = outer }
        return try body()
    }

    /// The frames, by key, that laying `node` out gives the views drawn from their size.
    func frames(of node: ViewNode, in environment: EnvironmentValues) -> [Int: Rect] {
        renderer()?.render(node, in: canvas, environment: environment).sizedFrames ?? [:]
    }
}
