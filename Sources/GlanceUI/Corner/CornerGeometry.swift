import GlanceGraphics
import Foundation

/// Where an accessoryCorner complication's parts go, as a watch places them (docs/fidelity.md,
/// "Corner"): the content circle tucked into the display's rounded corner, and the
/// `widgetLabel`, text or gauge, curved along a circle about the display's centre on the
/// dial side of that content, as the clock face's own bezel runs.
///
/// Worked out for the top-leading corner and mirrored for the others. Angles are radians
/// clockwise from 3 o'clock in canvas coordinates (y down), as `CurvedText` takes them.
public struct CornerGeometry: Sendable {
    /// A gauge arc's sweep, in radians (`CornerSpecs.gaugeSweepDegrees`).
    public static let gaugeSweep = CornerSpecs.gaugeSweepDegrees * Double.pi / 180

    public let corner: Corner
    /// The canvas's side: the square at the display corner the slot is drawn in.
    public let side: Double
    public let contentDiameter: Double
    /// The display's centre in the top-leading frame, and the corner curve's centre and radius.
    private let displayCenter: Point
    private let curveCenter: Point
    private let cornerRadius: Double
    private let displaySize: Size
    /// Distance from the display's centre to the content circle's centre.
    public let contentRadius: Double
    /// The direction from the display's centre to the corner, in the top-leading frame.
    private let towardCorner: Double

    public init(contentDiameter d: Double, cornerRadius: Double, displaySize: Size, corner: Corner) {
        self.corner = corner
        self.contentDiameter = d
        // A radius past half the display's shorter side draws as that half (a rounded
        // rectangle's corners cannot overlap): a square display with it is a circle.
        let radius = max(0, min(cornerRadius, displaySize.width / 2, displaySize.height / 2))
        self.cornerRadius = radius
        self.displaySize = displaySize
        side = CornerRenderer.canvasSide(contentDiameter: d, cornerRadius: cornerRadius)
        displayCenter = Point(x: displaySize.width / 2, y: displaySize.height / 2)
        curveCenter = Point(x: radius, y: radius)
        let dx = curveCenter.x - displayCenter.x, dy = curveCenter.y - displayCenter.y
        // On a round display the curve's centre is the display's: the corner is toward the
        // canvas's own corner.
        towardCorner = dx * dx + dy * dy < 1e-12 ? atan2(-displaySize.height, -displaySize.width) : atan2(dy, dx)
        // Along that direction the display's outline lies a corner radius past the curve's centre.
        let outline = (dx * dx + dy * dy).squareRoot() + radius
        contentRadius = outline - CornerSpecs.edgeInset - d / 2
    }

    /// The display's centre in canvas coordinates: the centre every curved part turns about.
    public var center: Point { mirrored(displayCenter) }

    /// The content circle's centre in canvas coordinates.
    public var contentCenter: Point {
        mirrored(Point(x: displayCenter.x + contentRadius * cos(towardCorner), y: displayCenter.y + contentRadius * sin(towardCorner)))
    }

    /// The outer edge of the label band: just inside the content circle, toward the dial.
    public var labelOuterRadius: Double { contentRadius - contentDiameter / 2 - CornerSpecs.labelGap }

    /// The radius of a gauge arc's middle line: the arc fills the label band's outer edge.
    public var gaugeRadius: Double { labelOuterRadius - CornerSpecs.gaugeLineWidth / 2 }

    /// The angles a gauge and its end labels (up to 10 pt) may span: `room` for a band 5 pt
    /// either side of `gaugeRadius`.
    public var gaugeRoom: (from: Double, to: Double) { room(inner: gaugeRadius - 5, outer: gaugeRadius + 5) }

    /// The angles, in canvas coordinates, over which a band between radii `inner` and `outer`
    /// stays on the display (inset from its edges) and in the canvas, about the corner's
    /// direction. Ordered as the corner reads: from the start of a line to its end.
    public func room(inner: Double, outer: Double) -> (from: Double, to: Double) {
        // The same for every entry drawn in this corner: worked out once per geometry and band.
        let key = RoomKey(
            contentDiameter: contentDiameter, cornerRadius: cornerRadius, width: displaySize.width, height: displaySize.height,
            side: side, corner: corner, inner: inner, outer: outer)
        if let known = Self.rooms.value(for: key) { return known }
        let found = searchRoom(inner: inner, outer: outer)
        Self.rooms.store(found, for: key)
        return found
    }

    private struct RoomKey: Hashable {
        // `side` too: it follows from the corner radius as given, `cornerRadius` is clamped.
        var contentDiameter, cornerRadius, width, height, side: Double
        var corner: Corner
        var inner, outer: Double
    }

    private static let rooms = SharedMemo<RoomKey, (from: Double, to: Double)>(limit: 256)

    private func searchRoom(inner: Double, outer: Double) -> (from: Double, to: Double) {
        func fits(_ angle: Double) -> Bool {
            [inner, (inner + outer) / 2, outer].allSatisfy { r in
                inside(Point(x: displayCenter.x + r * cos(angle), y: displayCenter.y + r * sin(angle)))
            }
        }
        func reach(_ direction: Double) -> Double {
            guard fits(towardCorner) else { return 0 }
            let step = Double.pi / 180
            var ok = 0.0
            while ok < .pi / 2 && fits(towardCorner + direction * (ok + step)) { ok += step }
            var bad = ok + step
            for _ in 0..<10 {
                let mid = (ok + bad) / 2
                if fits(towardCorner + direction * mid) { ok = mid } else { bad = mid }
            }
            return ok
        }
        let (a, b) = (towardCorner - reach(-1), towardCorner + reach(1))
        let (from, to) = (mirrored(angle: a), mirrored(angle: b))
        // In canvas terms a clockwise corner reads from the smaller angle to the larger.
        let ascending = to - from
        let wrapped = atan2(sin(ascending), cos(ascending))
        return (wrapped > 0) == corner.readsClockwise ? (from, from + wrapped) : (to, to - wrapped)
    }

    /// Whether a top-leading-frame point is on the display, `edgeInset` inside its outline,
    /// and in the canvas.
    private func inside(_ p: Point) -> Bool {
        let m = CornerSpecs.edgeInset
        guard p.x >= m, p.y >= m, p.x <= side, p.y <= side else { return false }
        guard p.x < curveCenter.x, p.y < curveCenter.y else { return true }
        let dx = p.x - curveCenter.x, dy = p.y - curveCenter.y
        return (dx * dx + dy * dy).squareRoot() <= cornerRadius - m
    }

    private func mirrored(_ p: Point) -> Point {
        switch corner {
        case .topLeading: p
        case .topTrailing: Point(x: side - p.x, y: p.y)
        case .bottomLeading: Point(x: p.x, y: side - p.y)
        case .bottomTrailing: Point(x: side - p.x, y: side - p.y)
        }
    }

    private func mirrored(angle a: Double) -> Double {
        switch corner {
        case .topLeading: a
        case .topTrailing: .pi - a
        case .bottomLeading: -a
        case .bottomTrailing: a + .pi
        }
    }
}
