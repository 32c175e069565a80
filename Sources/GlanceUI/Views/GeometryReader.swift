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
/// Archived trees hold no code, so the closure runs when the view is archived, with the space
/// the archiver expects the reader to get: the slot, less the padding and fixed frames around
/// it (`EnvironmentValues.geometryFrame`). Beside siblings in a stack the reader sees the space
/// of the stack as a whole; see docs/layout.md.
nonisolated public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { neverBody("GeometryReader") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        let frame = env.geometryFrame
        let proxy = GeometryProxy(globalFrame: frame)
        let node = ViewArchiver.archive(EnvironmentValues.$current.withValue(env) { content(proxy) }, in: env)
        return .geometryReader(GeometryNode(frame: frame, content: node))
    }
}

/// Places a `GeometryReader`'s content top-leading in all the space offered (10 × 10 when
/// asked for its ideal size, as SwiftUI does), offering the content that whole space.
final class GeometryReaderLayout: LayoutNode {
    let content: LayoutNode

    init(content: LayoutNode) {
        self.content = content
        super.init(kind: "GeometryReader")
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        func take(_ offer: Double?) -> Double { offer.flatMap { $0.isFinite ? $0 : nil } ?? 10 }
        return Size(width: take(p.width), height: take(p.height))
    }

    override func draw(in rect: Rect, _ canvas: inout Canvas) -> [PlacedView] {
        let c = content.size(for: ProposedSize(rect.size))
        return [content.place(in: Rect(origin: rect.origin, size: c), &canvas)]
    }
}
