import CCairo
import Foundation
import GlanceGraphics

/// The one door to the fast paths (docs/bench.md, "Fast paths"): as LVGL's draw units do, each
/// takes an item it can draw without cairo and answers "not mine" for the rest, which the
/// plain path draws with cairo. `GLANCE_PLAIN_RASTER=1` closes the door.
extension CairoRasterizer {
    /// The cairo whose compositing the fast paths copy: they promise its pixels and no other's.
    static let provenCairo = "1.16.0"

    /// The fast paths `requested` leaves on with `cairoVersion`: none of those that copy cairo's
    /// compositing on another cairo, with why.
    static func usable(_ requested: FastPaths, cairoVersion: String) -> (FastPaths, note: String?) {
        guard cairoVersion != provenCairo, !requested.isDisjoint(with: .cairo) else { return (requested, nil) }
        return (requested.subtracting(.cairo),
            "glance: cairo \(cairoVersion) is not the cairo \(provenCairo) the fast paths were proven against: drawing with plain cairo")
    }

    /// The fast paths this process asks for, checked once against the cairo in use, which is
    /// said once on standard error when it turns any off.
    public static let standardFastPaths: FastPaths = {
        let (paths, note) = usable(.requested, cairoVersion: String(cString: cairo_version_string()))
        for note in [FastPaths.requestNote, note].compactMap({ $0 }) { FileHandle.standardError.write(Data((note + "\n").utf8)) }
        return paths
    }()

    /// Draws `item` by a fast path and returns true, or answers "not mine" (false) having
    /// drawn nothing.
    func drawFast(_ item: DisplayItem, _ cr: OpaquePointer) throws -> Bool {
        switch item {
        case .fill(_, let paint, _), .stroke(_, let paint, _):
            // A stroke under a clip that is not a box of whole pixels, through its coverage kept
            // (`ClippedStrokes`).
            var keepsCoverage = false
            if case .stroke = item { keepsCoverage = fastPaths.contains(.coverage) && clip == .shape }
            // A gradient, from its pixels over the canvas kept (`GradientImages`).
            if fastPaths.contains(.gradients), gradientImages.setSource(paint, cr, keeping: true) {
                drawShape(item, cr, keepingCoverage: keepsCoverage)
                return true
            }
            guard keepsCoverage else { return false }
            withSource(paint, cr) { drawShape(item, cr, keepingCoverage: true) }
            return true
        case .text(let run):
            guard fastPaths.contains(.glyphs), case .color(let color) = run.paint, !run.glyphs.isEmpty,
                try !glyphMasks.hasColor(run.font)
            else { return false }
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            guard Self.isOnCanvasScale(run, m) else { return true }  // nowhere to be seen: nothing to draw
            return try compositeGlyphs(run, color, m, cr)
        case .image, .group:
            return false
        }
    }
}
