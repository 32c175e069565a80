import Foundation

nonisolated extension View {
    /// A drop shadow: the view's shape in `color`, moved by (`x`, `y`) and softened over
    /// `radius`, behind the view. Glance has no blur filter, so the softening is nine copies
    /// of the shape spread over half the radius whose opacities add up to the colour's.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, ArchivedModifier>
    {
        let spread = Double(radius) / 2
        let offsets: [(Double, Double)] = spread > 0 ? [(0, 0)] + (0..<8).map { i in
            let a = Double(i) * .pi / 4
            return (spread * cos(a), spread * sin(a))
        } : [(0, 0)]
        // Each copy's opacity such that `offsets.count` overlapping copies reach `color`'s.
        let each = 1 - pow(1 - min(0.999, color.alpha), 1 / Double(offsets.count))
        var shade = color
        shade.alpha = each
        let shape = modifier(ArchivedModifier(.colorEffect(.silhouette(shade))))
        return background(
            ZStack {
                ForEach(offsets.indices, id: \.self) { i in
                    shape.offset(x: Double(x) + offsets[i].0, y: Double(y) + offsets[i].1)
                }
            })
    }
}
