import GlanceGraphics
import Foundation

/// Where a frame is measured from: the view itself, the whole canvas, or a named space
/// (which Glance measures as the canvas: widgets name no spaces it could find).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    case local, global
    case named(AnyHashable)
}

/// What a `GeometryReader`'s closure learns about the space it was given.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public var size: CGSize { globalFrame.size.cgSize }
    let globalFrame: Rect

    init(globalFrame: Rect) { self.globalFrame = globalFrame }

    /// The reader's frame in `space`: at the origin for `.local`, in the canvas otherwise.
    public func frame(in space: CoordinateSpace) -> CGRect {
        space == .local ? CGRect(origin: .zero, size: size) : globalFrame.cgRect
    }

    /// Widgets have no safe area insets.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A view that takes all the space offered and builds its content from that space's size.
///
/// Archived trees hold no code, so the closure runs when the view is archived: first with the
/// space the archiver expects the reader to get (the slot, less the padding and fixed frames
/// around it, `EnvironmentValues.geometryFrame`), then, where an `ArchiveSizing` lays the tree
/// out, again with the frame layout gave the reader; see docs/layout.md.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody("GeometryReader") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        let (key, frame) = ArchiveSession.current?.sizedFrame(expected: env.geometryFrame) ?? (nil, env.geometryFrame)
        var env = env
        env.geometryFrame = frame
        let proxy = GeometryProxy(globalFrame: frame)
        let node = ViewArchiver.archive(EnvironmentValues.$current.withValue(env) { content(proxy) }, in: env)
        return .geometryReader(GeometryNode(frame: frame, content: node, sizeKey: key))
    }
}

/// Places a `GeometryReader`'s content top-leading in all the space offered (10 × 10 when
/// asked for its ideal size, as SwiftUI does), offering the content that whole space.
final class GeometryReaderLayout: LayoutNode {
    let content: LayoutNode
    let sizeKey: Int?

    init(content: LayoutNode, sizeKey: Int?) {
        self.content = content
        self.sizeKey = sizeKey
        super.init(kind: "GeometryReader")
    }

    /// Flexible as a shape is: whatever is offered, 10 when asked for its ideal.
    override func computeSize(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? 10, height: p.height ?? 10)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        canvas.noteSized(sizeKey, rect)
        let c = content.size(for: ProposedSize(rect.size))
        return [content.place(in: Rect(origin: rect.origin, size: c), &canvas)]
    }
}
