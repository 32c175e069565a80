import GlanceGraphics
import Foundation

/// Drawing and environment modifiers.
nonisolated extension View {
    /// Draws `content` behind the view, sized to it.
    public func background<B: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> B)
        -> some View
    {
        let b = content()
        return modifier(ArchivedModifier { env, _ in [.background(ViewArchiver.archive(b, in: env), alignment: alignment)] })
    }

    /// Fills the view's bounds with `style` behind it.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        modifier(ArchivedModifier(.background(.shape(ShapeNode(outline: .rectangle, drawing: .fill(style.shapeStyleValue))), alignment: .center)))
    }

    /// Draws `content` behind the view, sized to it (the older form that takes the view itself).
    @_disfavoredOverload
    public func background<B: View>(_ content: B, alignment: Alignment = .center) -> some View {
        background(alignment: alignment) { content }
    }

    /// Draws `content` in front of the view, sized to it (the older form that takes the view itself).
    @_disfavoredOverload
    public func overlay<O: View>(_ content: O, alignment: Alignment = .center) -> some View {
        overlay(alignment: alignment) { content }
    }

    /// Draws `content` in front of the view, sized to it.
    public func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> O)
        -> some View
    {
        let o = content()
        return modifier(ArchivedModifier { env, _ in [.overlay(ViewArchiver.archive(o, in: env), alignment: alignment)] })
    }

    /// The paint for text and shapes inside.
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, style.shapeStyleValue)
    }

    @_disfavoredOverload
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, .color(color ?? .white))
    }

    /// The default font for text inside.
    @_disfavoredOverload
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    @_disfavoredOverload
    public func fontWeight(_ weight: FontWeight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Draws the view as one layer at `opacity` (0...1).
    public func opacity(_ opacity: Double) -> some View {
        modifier(ArchivedModifier(.opacity(opacity)))
    }

    /// Hides whatever draws outside the view's bounds.
    public func clipped() -> some View {
        modifier(ArchivedModifier(.clipped))
    }

    /// Stacks offer space to views of higher priority first (default 0).
    public func layoutPriority(_ value: Double) -> some View {
        modifier(ArchivedModifier(.layoutPriority(value)))
    }

    /// Where the view's `g` guide falls, from its leading edge, for the stack, overlay or
    /// background aligning it; `computeValue` runs when the view is archived
    /// (`AlignmentGuideValue`).
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(ArchivedModifier(.horizontalGuide(g, AlignmentGuideValue { Double(computeValue($0)) })))
    }

    /// Where the view's `g` guide falls, from its top edge, for the stack, overlay or
    /// background aligning it; `computeValue` runs when the view is archived.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(ArchivedModifier(.verticalGuide(g, AlignmentGuideValue { Double(computeValue($0)) })))
    }
}
