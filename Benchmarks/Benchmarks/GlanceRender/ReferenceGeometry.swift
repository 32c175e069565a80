import GlanceGraphics

/// Sizes the reference scenes are drawn at, in points, as a device gives them (`init(_:)` in
/// GlanceScenes.swift fills them in from a `Device`), and the face's slot layout.
struct ReferenceGeometry: Hashable, Sendable {
    /// What a face slot holds.
    enum Kind: Hashable, Sendable {
        case circular, rectangular, inline
        case corner(Corner)
    }

    /// One slot of the face: what it holds and where its canvas's top-left corner is.
    struct Slot: Hashable, Sendable {
        var id: String
        var kind: Kind
        var origin: Point

        init(id: String, kind: Kind, origin: Point) {
            (self.id, self.kind, self.origin) = (id, kind, origin)
        }
    }

    /// The display, in points.
    var screen: Size
    /// Pixels per point.
    var scale: Double
    /// The radius of the display's rounded corners.
    var displayCornerRadius: Double
    var circular: Size
    var rectangular: Size
    /// Where a rectangular slot's content starts, on every side: the system's content margin.
    var rectangularMargin: Double
    var inline: Size
    /// The corner's content circle.
    var cornerContentDiameter: Double
    /// The square canvas a corner slot is drawn in (the display corner around the content).
    var cornerCanvas: Double

    init(
        screen: Size, scale: Double, displayCornerRadius: Double, circular: Size, rectangular: Size, rectangularMargin: Double,
        inline: Size, cornerContentDiameter: Double, cornerCanvas: Double
    ) {
        (self.screen, self.scale, self.displayCornerRadius) = (screen, scale, displayCornerRadius)
        (self.circular, self.rectangular, self.rectangularMargin, self.inline) = (circular, rectangular, rectangularMargin, inline)
        (self.cornerContentDiameter, self.cornerCanvas) = (cornerContentDiameter, cornerCanvas)
    }

    /// The canvas size of a slot of `kind`.
    func size(of kind: Kind) -> Size {
        switch kind {
        case .circular: circular
        case .rectangular: rectangular
        case .inline: inline
        case .corner: Size(width: cornerCanvas, height: cornerCanvas)
        }
    }

    /// An Infograph-style face with eight complications: the four display corners (curved
    /// labels and arc gauges), a circular gauge at the top and one at the bottom between them,
    /// an inline line under the top gauge, then the digital clock, then a rectangular
    /// three-line complication across the middle.
    var faceSlots: [Slot] {
        let (w, h, c) = (screen.width, screen.height, cornerCanvas)
        return [
            Slot(id: "corner-top-left", kind: .corner(.topLeading), origin: Point(x: 0, y: 0)),
            Slot(id: "corner-top-right", kind: .corner(.topTrailing), origin: Point(x: w - c, y: 0)),
            Slot(id: "corner-bottom-left", kind: .corner(.bottomLeading), origin: Point(x: 0, y: h - c)),
            Slot(id: "corner-bottom-right", kind: .corner(.bottomTrailing), origin: Point(x: w - c, y: h - c)),
            Slot(id: "dial-top", kind: .circular, origin: Point(x: (w - circular.width) / 2, y: 4)),
            Slot(id: "inline", kind: .inline, origin: Point(x: (w - inline.width) / 2, y: 58)),
            Slot(id: "rectangular", kind: .rectangular, origin: Point(x: (w - rectangular.width) / 2, y: 104)),
            Slot(id: "dial-bottom", kind: .circular, origin: Point(x: (w - circular.width) / 2, y: h - circular.height - 4)),
        ]
    }

    /// Where the face's digital clock is centred (between the inline line and the rectangular slot).
    var clockCenter: Point { Point(x: screen.width / 2, y: 91) }

    /// The entry slot number `slot` of the face shows in frame `frame` of a replay: every slot
    /// moves on by one each frame through the 64-entry cycle, and the slots start eight apart.
    static func faceEntry(frame: Int, slot: Int) -> ReferenceEntry { .replay(frame + slot * 8) }

    /// The entry slot number `slot` shows in frame `frame` of a first render: a new one in every
    /// slot every frame. Slots of one family take turns through that family's first renders
    /// (the four corners take four a frame), so no slot shows an entry drawn before.
    func firstRenderEntry(frame: Int, slot: Int) -> ReferenceEntry {
        let families = faceSlots.map { Self.family($0.kind) }
        let mine = families[slot]
        let perFrame = families.filter { $0 == mine }.count
        return .firstRender(frame * perFrame + families[..<slot].filter { $0 == mine }.count)
    }

    /// How many frames a first render of the face has before a slot would repeat an entry.
    var firstRenderFrames: Int {
        let families = faceSlots.map { Self.family($0.kind) }
        let most = Set(families).map { f in families.filter { $0 == f }.count }.max() ?? 1
        return ReferenceEntry.firstRenderCount / most
    }

    /// The family a slot kind draws (the four corners are one).
    private static func family(_ kind: Kind) -> Int {
        switch kind {
        case .circular: 0
        case .rectangular: 1
        case .inline: 2
        case .corner: 3
        }
    }
}
