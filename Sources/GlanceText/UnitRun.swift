import CHarfBuzz
import GlanceGraphics

/// A shaped run at 1 pt, built glyph by glyph from font units: HarfBuzz's runs and runs put
/// together from words go through the same `append`, so the same glyphs give bit for bit the same run.
struct UnitRun {
    var glyphs: [ShapedGlyph]
    /// The pen after the last glyph: the run's advance width.
    var width: Double
    var ink: Rect?
    /// Glyphs that move the pen: each takes the stand-in's tracking (`SFTracking`) when set.
    var tracked = 0
    /// Tracked glyphs before the first glyph with ink, and before the last: how far tracking
    /// moves the ink box's edges.
    var trackedBeforeInk = (first: 0, last: 0)
    /// Faces that drew characters the run's own face lacks; a glyph's `face` k is `fallbacks[k - 1]`.
    var fallbacks: [LoadedFont] = []

    static let empty = UnitRun(glyphs: [], width: 0, ink: nil)

    init(glyphs: [ShapedGlyph], width: Double, ink: Rect?) {
        self.glyphs = glyphs
        self.width = width
        self.ink = ink
    }

    /// An empty run with room for `capacity` glyphs.
    init(capacity: Int) {
        self.init(glyphs: [], width: 0, ink: nil)
        glyphs.reserveCapacity(capacity)
    }

    /// Adds a glyph placed at the pen, moving the pen by its advance; `em` is the face's units
    /// per em and `box` the glyph's ink box in font units (HarfBuzz's: y up from the baseline).
    @inline(__always)
    mutating func append(
        _ id: UInt32, cluster: UInt32, advance: Int32, xOffset: Int32, yOffset: Int32, em: Double, box: hb_glyph_extents_t?, face: UInt8 = 0
    ) {
        let step = Double(advance) / em
        if let box, box.width != 0, box.height != 0 {
            // Ink boxes here are y down.
            let x = width + Double(xOffset + box.x_bearing) / em
            let top = -Double(yOffset + box.y_bearing) / em
            let rect = Rect(x: x, y: top, width: Double(box.width) / em, height: -Double(box.height) / em)
            if ink == nil { trackedBeforeInk.first = tracked }
            trackedBeforeInk.last = tracked
            ink = ink.map { $0.union(rect) } ?? rect
        }
        glyphs.append(
            ShapedGlyph(id: id, cluster: Int(cluster), x: width + Double(xOffset) / em, yOffset: -Double(yOffset) / em, advance: step, face: face))
        width += step
        if advance != 0 { tracked += 1 }
    }
}
