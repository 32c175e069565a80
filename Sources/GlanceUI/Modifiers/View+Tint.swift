import GlanceGraphics
nonisolated extension View {
    /// The accent for controls inside: gauges, progress views, and `.tint` as a shape style.
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environment(\.tint, tint?.shapeStyleValue)
    }

    /// The accent colour for controls inside; `nil` for the default.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint.map { .color($0) })
    }
}
