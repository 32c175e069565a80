import GlanceGraphics
import Foundation

/// Layout modifiers: padding and frames.
nonisolated extension View {
    /// Insets on `edges`; `nil` length means the default of 16 points.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = Double(length ?? 16)
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(
            ArchivedModifier(
                environment: { env in
                    let f = env.geometryFrame
                    env.geometryFrame = Rect(
                        x: f.minX + insets.leading, y: f.minY + insets.top, width: max(0, f.width - insets.leading - insets.trailing),
                        height: max(0, f.height - insets.top - insets.bottom))
                }, nodes: { _, _ in [.padding(insets)] }))
    }

    /// A fixed frame; a `nil` dimension takes the child's size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    {
        let (width, height) = (width.map(Double.init), height.map(Double.init))
        return modifier(
            ArchivedModifier(
                environment: { env in
                    let f = env.geometryFrame
                    let size = Size(width: width ?? f.width, height: height ?? f.height)
                    env.geometryFrame = Alignment.center.place(size, in: f)
                }, nodes: { _, _ in [.frame(width: width, height: height, alignment: alignment)] }))
    }

    /// A flexible frame bounded by the given sizes; `.infinity` as a maximum fills the offer.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let (minWidth, idealWidth, maxWidth) = (minWidth.map(Double.init), idealWidth.map(Double.init), maxWidth.map(Double.init))
        let (minHeight, idealHeight, maxHeight) = (minHeight.map(Double.init), idealHeight.map(Double.init), maxHeight.map(Double.init))
        return modifier(
            ArchivedModifier(
                .flexibleFrame(
                    FlexibleFrame(
                        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))))
    }
}
