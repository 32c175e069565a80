import GlanceGraphics
import Foundation

/// Builds the layout tree for an archived view tree, resolving the environment on the way:
/// environment modifiers (font, foreground) leave no node of their own.
struct LayoutTreeBuilder {
    let measurer: any TextMeasurer
    var cache: LayoutCache? = nil

    func build(_ node: ViewNode, _ env: EnvironmentValues, stackAxis: StackAxis? = nil) -> LayoutNode {
        switch node {
        case .empty:
            return EmptyLayout()
        case .group(let members):
            let children = ViewNode.flatten(members)
            if children.count == 1 { return build(children[0], env, stackAxis: stackAxis) }
            // Several views where one is expected stack vertically, as in a widget's body; in an
            // inline slot, "a single row of text and an optional image", side by side.
            return build(.stack(StackNode(axis: env.laysOutOneRow ? .horizontal : .vertical, children: children)), env, stackAxis: stackAxis)
        case .text(let text) where text.needsRichLayout:
            return RichTextLayout(text, environment: env, measurer: measurer)
        case .text(let text):
            return TextLayout(text, environment: env, measurer: measurer, cache: cache)
        case .image(let image):
            switch image.source {
            case .symbol(let name): return SymbolLayout(image, systemName: name, environment: env, measurer: measurer, cache: cache)
            case .asset(let name): return AssetImageLayout(image, name: name, environment: env)
            case .bitmap(let bitmap): return AssetImageLayout(image, bitmap: bitmap, environment: env)
            }
        case .shape(var shape):
            shape = Self.shown(shape, env)
            shape.outline = shape.outline.resolvingContainer(env.containerShape)
            return ShapeLayout(shape, label: .plain(shape.outline.name), environment: env)
        case .color(let color):
            let shape = ShapeNode(outline: .rectangle, drawing: .fill(.color(color)))
            return ShapeLayout(Self.shown(shape, env), label: .color(color), environment: env)
        case .spacer(let minLength):
            return SpacerLayout(minLength: minLength, axis: stackAxis)
        case .gauge(let gauge):
            return GaugeLayout(gauge, environment: env, builder: self)
        case .divider:
            return DividerLayout(stackAxis: stackAxis, scale: env.displayScale)
        case .viewThatFits(let axes, let children):
            return ViewThatFitsLayout(axes: axes, children: children.map { build($0, env, stackAxis: stackAxis) })
        case .stack(var stack):
            // An inline slot is "a single row of text and an optional image": a vertical stack
            // there is laid out as a row, as several views with no stack are.
            if env.laysOutOneRow && stack.axis == .vertical { stack.axis = .horizontal }
            if env.composesInlineLine, let line = inlineLine(stack, env) { return line }
            let children = stack.children.map { build($0, env, stackAxis: stack.axis) }
            return StackLayout(stack, children: children)
        case .geometryReader(let reader):
            return GeometryReaderLayout(content: build(reader.content, env), sizeKey: reader.sizeKey)
        case .modified(let inner, let modifier):
            // Resolve drops the effects a widget chose inside content the firmware hides.
            guard let modifier = Self.shown(modifier, env) else { return build(inner, env, stackAxis: stackAxis) }
            return build(inner, modifier, env, stackAxis: stackAxis)
        }
    }

    /// Several views given to `overlay` or `background` are grouped in an implicit `ZStack`
    /// with the modifier's alignment, not stacked vertically (docs/layout.md, "background / overlay").
    static func layered(_ view: ViewNode, _ alignment: Alignment) -> ViewNode {
        guard case .group(let members) = view else { return view }
        let children = ViewNode.flatten(members)
        return children.count > 1 ? .stack(StackNode(axis: .depth, alignment: alignment, children: children)) : view
    }

    private func build(_ inner: ViewNode, _ modifier: ViewModifierNode, _ env: EnvironmentValues, stackAxis: StackAxis?)
        -> LayoutNode
    {
        func child(_ env: EnvironmentValues = env) -> LayoutNode { build(inner, env, stackAxis: stackAxis) }
        switch modifier {
        case .foregroundStyle, .imageScale, .tint, .font, .fontWeight, .fontDesign, .textOption, .locale, .timeZone, .calendar, .colorScheme:
            var env = env
            _ = env.apply(modifier)
            return child(env)
        case .padding(let insets):
            return PaddingLayout(insets, child: child())
        case .frame(let width, let height, let alignment):
            return FixedFrameLayout(width: width, height: height, alignment: alignment, child: child())
        case .flexibleFrame(let frame):
            return FlexibleFrameLayout(frame, child: child())
        case .background(let view, let alignment):
            return LayerLayout(primary: child(), secondary: build(Self.layered(view, alignment), env), alignment: alignment, behind: true)
        case .overlay(let view, let alignment):
            return LayerLayout(primary: child(), secondary: build(Self.layered(view, alignment), env), alignment: alignment, behind: false)
        case .opacity(let opacity):
            return GroupLayout(.opacity(opacity), child: child())
        case .clipped:
            return GroupLayout(.clip(.rectangle), child: child())
        case .clipShape(let outline):
            return GroupLayout(.clip(outline), child: child())
        case .rotation(let angle, let anchor):
            return GroupLayout(.rotation(angle, anchor: anchor), child: child())
        case .scale(let x, let y, let anchor):
            return GroupLayout(.scale(x: x, y: y, anchor: anchor), child: child())
        case .transform(let t):
            return GroupLayout(.transform(AffineTransform(t)), child: child())
        case .blendMode(let blend):
            return blend == .normal ? child() : GroupLayout(.blend(blend), child: child())
        case .anchoredPosition(let x, let y, let anchor):
            return PositionLayout(x: x, y: y, anchor: anchor, child: child())
        case .fixedSize(let horizontal, let vertical):
            return FixedSizeLayout(horizontal: horizontal, vertical: vertical, child: child())
        case .offset(let x, let y):
            return OffsetLayout(x: x, y: y, child: child())
        case .position(let x, let y):
            return PositionLayout(x: x, y: y, child: child())
        case .aspectRatio(let ratio, let mode):
            return AspectRatioLayout(ratio: ratio, mode: mode, child: child())
        case .mask(let view, let alignment):
            return MaskLayout(mask: build(view, env), alignment: alignment, child: child())
        case .colorEffect(let effect):
            return ColorEffectLayout(effect, child: child())
        case .shadow(let shadow):
            return ShadowLayout(shadow, child: child())
        case .marker(let marker):
            return build(inner, marker, env, stackAxis: stackAxis)
        case .layoutPriority(let priority):
            let node = child()
            node.layoutPriority = priority
            return node
        case .horizontalGuide(let alignment, let value):
            let node = child()
            node.explicitGuides.horizontal[alignment] = value
            return node
        case .verticalGuide(let alignment, let value):
            let node = child()
            node.explicitGuides.vertical[alignment] = value
            return node
        }
    }
}

extension LayoutTreeBuilder {
    /// Markers: privacy, redaction and the accent group are Resolve's (`resolving`); the
    /// accessory background is tagged in the display list; the rest (labels, URLs, container
    /// backgrounds) are for the firmware and draw nothing here.
    private func build(_ inner: ViewNode, _ marker: WidgetMarker, _ env: EnvironmentValues, stackAxis: StackAxis?) -> LayoutNode {
        if let resolved = resolving(inner, marker, env, stackAxis: stackAxis) { return resolved }
        switch marker {
        case .accessoryBackground:
            // A watch's inline line draws no background (docs/fidelity.md, "The inline line").
            if env.composesInlineLine { return EmptyLayout() }
            return TagLayout(.accessoryBackground, child: build(inner, env, stackAxis: stackAxis))
        case .containerBackground(let background) where env.showsWidgetContainerBackground:
            return ContainerBackgroundLayout(background: build(background, env), environment: env, child: build(inner, env, stackAxis: stackAxis))
        case .interactive(let element):
            // Named in the placed views, so the firmware finds the control's frame for a tap.
            return WrapperLayout(kind: InteractiveElement.placedKindPrefix + element.name, child: build(inner, env, stackAxis: stackAxis))
        case .privacySensitive, .redacted, .unredacted, .accentable, .accentedRenderingMode, .label, .curvesContent, .containerBackground, .url, .symbolRenderingMode, .preview, .invalidatable:
            break
        }
        return build(inner, env, stackAxis: stackAxis)
    }
}

extension ShapeOutline {
    /// The outline with `ContainerRelativeShape` replaced by the container's own shape.
    func resolvingContainer(_ container: ShapeOutline) -> ShapeOutline {
        switch self {
        case .containerRelative: container
        case .trimmed(let base, let from, let to): .trimmed(base.resolvingContainer(container), from: from, to: to)
        default: self
        }
    }

    /// The SwiftUI name of the shape.
    var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .capsule: "Capsule"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .path: "Path"
        case .containerRelative: "ContainerRelativeShape"
        case .trimmed(let base, _, _): base.name
        }
    }
}
