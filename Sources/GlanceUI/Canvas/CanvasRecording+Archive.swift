import GlanceGraphics
import Foundation

/// A recorded canvas as views: each drawing a view filling the canvas (a shape, or text or an
/// image placed in it), drawn through the transform, clips, opacity and blend in force, all
/// stacked top-leading in order. Layout draws them as it draws any view, so the firmware's
/// redaction, rendering modes and checks see a canvas's text like any other.
extension CanvasRecording {
    @MainActor func node(size: CGSize, in env: EnvironmentValues) -> ViewNode {
        let drawn = operations.map { $0.node(size: size, in: env) }
        return .modified(.stack(StackNode(axis: .depth, alignment: .topLeading, children: drawn)), .frame(width: size.width, height: size.height, alignment: .topLeading))
    }
}

extension CanvasOperation {
    @MainActor func node(size: CGSize, in env: EnvironmentValues) -> ViewNode {
        let reference = Size(size)
        var node: ViewNode
        switch content {
        case .fill(let path, let shading):
            node = .shape(ShapeNode(outline: .path(path, reference: reference), drawing: .fill(shading.value(in: size))))
        case .stroke(let path, let shading, let style):
            node = .shape(ShapeNode(outline: .path(path, reference: reference), drawing: .stroke(shading.value(in: size), style)))
        case .text(let resolved, let placement):
            node = ViewArchiver.archive(resolved.text, in: env)
            if let style = resolved.shading.value(in: size) { node = .modified(node, .foregroundStyle(style)) }
            node = Self.placed(node, placement)
        case .image(let resolved, let placement):
            var image = resolved.image
            if case .in = placement { image = image.resizable() }
            node = ViewArchiver.archive(image, in: env)
            if let style = resolved.shading?.value(in: size) { node = .modified(node, .foregroundStyle(style)) }
            node = Self.placed(node, placement)
        case .layer(let operations):
            node = Self.layer(operations, size: size, in: env)
        }
        if !transform.isIdentity { node = .modified(node, .transform(transform)) }
        for clip in clips {
            switch clip.shape {
            case .path(let path):
                node = clip.inverse ? .modified(node, .mask(Self.outside(path, size: size), alignment: .topLeading))
                    : .modified(node, .clipShape(.path(path, reference: reference)))
            case .layer(let operations, let opacity):
                var layer = Self.layer(operations, size: size, in: env)
                if opacity < 1 { layer = .modified(layer, .opacity(max(0, opacity))) }
                node = .modified(node, .mask(clip.inverse ? Self.outside(layer, size: size) : layer, alignment: .topLeading))
            }
        }
        if opacity < 1 { node = .modified(node, .opacity(max(0, opacity))) }
        if blend != .normal { node = .modified(node, .blendMode(blend)) }
        return node
    }

    /// Text or an image put at a point by an anchor, or laid out in a rectangle.
    static func placed(_ node: ViewNode, _ placement: Placement) -> ViewNode {
        switch placement {
        case .at(let point, let anchor):
            return .modified(node, .anchoredPosition(x: point.x, y: point.y, anchor: anchor))
        case .in(let rect):
            let framed = ViewNode.modified(node, .frame(width: rect.width, height: rect.height, alignment: .topLeading))
            return .modified(framed, .anchoredPosition(x: rect.minX, y: rect.minY, anchor: .topLeading))
        }
    }

    /// A layer's drawings, each through its own state, stacked in the canvas's frame.
    @MainActor static func layer(_ operations: [CanvasOperation], size: CGSize, in env: EnvironmentValues) -> ViewNode {
        .modified(
            .stack(StackNode(axis: .depth, alignment: .topLeading, children: operations.map { $0.node(size: size, in: env) })),
            .frame(width: size.width, height: size.height, alignment: .topLeading))
    }

    /// A mask letting through what is outside `path`: white, with the path cut out.
    static func outside(_ path: Path, size: CGSize) -> ViewNode {
        outside(.shape(ShapeNode(outline: .path(path, reference: Size(size)), drawing: .fill(.color(.white)))), size: size)
    }

    /// A mask letting through what `shape` does not cover: white, with `shape` cut out by its opacity.
    static func outside(_ shape: ViewNode, size: CGSize) -> ViewNode {
        let cut = ViewNode.modified(shape, .blendMode(.destinationOut))
        return .modified(.stack(StackNode(axis: .depth, alignment: .topLeading, children: [.color(.white), cut])), .frame(width: size.width, height: size.height, alignment: .topLeading))
    }
}
