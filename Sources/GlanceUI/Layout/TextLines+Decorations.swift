import GlanceGraphics
extension TextLines {
    /// The lines `underline` and `strikethrough` draw along a line of text.
    struct Decorations: Hashable {
        var underline: TextLineStyle?
        var strikethrough: TextLineStyle?

        /// Strokes along one line of text whose baseline starts at (`x`, `baseline`): the
        /// underline a little below the baseline, the strikethrough through the middle of the
        /// lowercase letters; each as thick as the font's size calls for, in its own colour or
        /// the text's paint, in its pattern.
        func items(
            x: Double, baseline: Double, width: Double, _ line: ShapedText, _ metrics: FontMetrics, _ paint: Paint,
            _ environment: EnvironmentValues
        ) -> [DisplayItem] {
            guard width > 0 else { return [] }
            let thickness = max(1 / environment.displayScale, line.size / 16)
            var items: [DisplayItem] = []
            func stroke(_ style: TextLineStyle, at y: Double) {
                var path = Path()
                path.move(to: Point(x: x, y: y))
                path.addLine(to: Point(x: x + width, y: y))
                let dash = style.pattern.dashes.map { $0 * thickness }
                let linePaint = style.color.map { environment.paint(.color($0), in: Rect(x: x, y: y, width: width, height: thickness)) } ?? paint
                items.append(.stroke(path, linePaint, StrokeStyle(lineWidth: thickness, dash: dash)))
            }
            if let underline { stroke(underline, at: baseline + max(thickness * 1.5, metrics.descent * 0.3)) }
            if let strikethrough {
                let middle = metrics.xHeight > 0 ? metrics.xHeight / 2 : metrics.ascent * 0.3
                stroke(strikethrough, at: baseline - middle)
            }
            return items
        }
    }
}
