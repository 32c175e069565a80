import CReferenceScenes
import Foundation
import GlanceGraphics
import GlanceText
import GlanceUI

/// The benchmarks' references: the scenes Glance's benchmark widgets draw (`GlanceScenes`),
/// drawn by hand in plain C (`CReferenceScenes`: cairo, HarfBuzz and FreeType called
/// directly, every string shaped on every call, no cache), so Glance's render times can be read
/// as ratios to them in the same run. This opens the fonts once, from the files Glance picks for
/// `ReferenceStyle`'s fonts, and draws into pixels the caller keeps or into a new `Bitmap`.
///
/// Not thread-safe: one per thread.
final class CReferenceScene {
    /// What a scene call draws: a slot of one kind, or the whole face.
    enum Scene: Hashable {
        case slot(ReferenceGeometry.Kind)
        case face
    }

    /// A font file the C references could not open.
    struct UnreadableFont: Error, CustomStringConvertible {
        var path: String
        var description: String { "the C references could not open \(path)" }
    }

    let geometry: ReferenceGeometry
    private let scene: OpaquePointer

    /// Opens the fonts `ReferenceStyle` names; throws if a file is missing or unreadable.
    init(geometry: ReferenceGeometry) throws {
        self.geometry = geometry
        var config = glance_ref_config()
        config.scale = geometry.scale
        (config.screen_width, config.screen_height) = (geometry.screen.width, geometry.screen.height)
        config.display_corner_radius = geometry.displayCornerRadius
        (config.circular_width, config.circular_height) = (geometry.circular.width, geometry.circular.height)
        (config.rectangular_width, config.rectangular_height) = (geometry.rectangular.width, geometry.rectangular.height)
        config.rectangular_margin = geometry.rectangularMargin
        (config.inline_width, config.inline_height) = (geometry.inline.width, geometry.inline.height)
        config.corner_canvas = geometry.cornerCanvas
        let slots = geometry.faceSlots
        precondition(slots.count <= Int(GLANCE_REF_MAX_SLOTS), "the C face takes at most \(GLANCE_REF_MAX_SLOTS) slots")
        config.slot_count = Int32(slots.count)
        withUnsafeMutableBytes(of: &config.slots) { raw in
            let buffer = raw.bindMemory(to: glance_ref_slot.self)
            for (n, slot) in slots.enumerated() {
                buffer[n] = glance_ref_slot(kind: Self.kind(slot.kind), x: slot.origin.x, y: slot.origin.y)
            }
        }
        (config.clock_x, config.clock_y) = (geometry.clockCenter.x, geometry.clockCenter.y)
        config.accent = Self.color(ReferenceStyle.accentRGB)
        config.text = Self.color(ReferenceStyle.textRGB)
        config.detail = Self.color(ReferenceStyle.detailRGB)
        config.track_opacity = ReferenceStyle.trackOpacity
        config.gauge_line_width = ReferenceStyle.gaugeLineWidth
        config.gauge_radius = ReferenceStyle.gaugeRadius
        config.gauge_label_offset = ReferenceStyle.gaugeLabelOffset
        config.line_spacing = ReferenceStyle.lineSpacing
        config.corner_line_width = ReferenceStyle.cornerLineWidth
        config.corner_gauge_sweep = CornerGeometry.gaugeSweep
        let corners = Corner.allCases.map {
            CornerGeometry(
                contentDiameter: geometry.cornerContentDiameter, cornerRadius: geometry.displayCornerRadius, displaySize: geometry.screen,
                corner: $0)
        }
        config.corner_gauge_radius = corners[0].gaugeRadius
        withUnsafeMutableBytes(of: &config.corners) { raw in
            let buffer = raw.bindMemory(to: glance_ref_corner_geometry.self)
            for (n, g) in corners.enumerated() {
                let room = g.gaugeRoom
                buffer[n] = glance_ref_corner_geometry(
                    center_x: g.center.x, center_y: g.center.y, content_x: g.contentCenter.x, content_y: g.contentCenter.y,
                    room_from: room.from, room_to: room.to)
            }
        }

        // The files Glance's text engine picks for the same fonts; the paths are read while
        // the scene is made, not after.
        let fonts: [(glance_ref_font_role, FontDescriptor)] = [
            (GLANCE_REF_FONT_GAUGE_TEXT, ReferenceStyle.gaugeText), (GLANCE_REF_FONT_GAUGE_LABEL, ReferenceStyle.gaugeLabel),
            (GLANCE_REF_FONT_HEADLINE, ReferenceStyle.headline), (GLANCE_REF_FONT_BODY, ReferenceStyle.body),
            (GLANCE_REF_FONT_CORNER_TEXT, ReferenceStyle.cornerText), (GLANCE_REF_FONT_CORNER_ENDS, ReferenceStyle.cornerEnds),
            (GLANCE_REF_FONT_INLINE, ReferenceStyle.inline), (GLANCE_REF_FONT_CLOCK, ReferenceStyle.clock),
        ]
        var paths: [UnsafeMutablePointer<CChar>] = []
        defer { paths.forEach { free($0) } }
        for (role, font) in fonts {
            let face = try FontCatalog.standard.face(for: font)
            // The scenes are a watch's (GlanceScenes.device), whose text Glance sets as SF Compact's.
            var watchFont = font
            watchFont.compact = true
            precondition(face.index == 0, "the C references open face 0 of a file")
            let path = strdup(face.path)!
            paths.append(path)
            withUnsafeMutableBytes(of: &config.fonts) { raw in
                raw.bindMemory(to: glance_ref_font.self)[Int(role.rawValue)] = glance_ref_font(
                    path: path, size: font.size, tabular_digits: font.monospacedDigit ? 1 : 0,
                    tracking: FontCatalog.standard.standInTracking(for: watchFont))
            }
        }
        var failed: UnsafePointer<CChar>?
        guard let scene = glance_ref_create(&config, &failed) else {
            throw UnreadableFont(path: failed.map { String(cString: $0) } ?? "(unknown)")
        }
        self.scene = scene
    }

    deinit { glance_ref_destroy(scene) }

    /// The pixel size of `scene`'s canvas, as the C code works it out.
    func pixelSize(_ scene: Scene) -> PixelSize {
        var (width, height): (Int32, Int32) = (0, 0)
        glance_ref_pixel_size(self.scene, Self.kind(scene), &width, &height)
        return PixelSize(width: Int(width), height: Int(height))
    }

    /// Draws `scene` for `entries` (the first for a slot; one per face slot, and the clock, for
    /// the face) into `pixels`, which hold `pixelSize(scene)` ARGB32 pixels.
    func draw(_ scene: Scene, _ entries: CEntries, into pixels: UnsafeMutableRawPointer) {
        let bytes = pixels.assumingMemoryBound(to: UInt8.self)
        switch scene {
        case .slot(.circular): glance_ref_circular(self.scene, bytes, entries.pointer)
        case .slot(.rectangular): glance_ref_rectangular(self.scene, bytes, entries.pointer)
        case .slot(.inline): glance_ref_inline(self.scene, bytes, entries.pointer)
        case .slot(.corner): glance_ref_corner(self.scene, bytes, Self.kind(scene), entries.pointer)
        case .face:
            precondition(entries.count == geometry.faceSlots.count && entries.clock != nil, "a face needs an entry per slot and a clock")
            glance_ref_face(self.scene, bytes, entries.pointer, entries.clock)
        }
    }

    /// `scene` for `entries`, as a new bitmap.
    func bitmap(_ scene: Scene, _ entries: CEntries) -> Bitmap {
        let size = pixelSize(scene)
        var bitmap = Bitmap(width: size.width, height: size.height)
        bitmap.pixels.withUnsafeMutableBytes { draw(scene, entries, into: $0.baseAddress!) }
        return bitmap
    }

    // MARK: The scenes, as bitmaps

    /// The accessoryCircular gauge for `entry`.
    func circular(_ entry: ReferenceEntry) -> Bitmap { bitmap(.slot(.circular), CEntries([entry])) }

    /// The accessoryRectangular three lines for `entry`.
    func rectangular(_ entry: ReferenceEntry) -> Bitmap { bitmap(.slot(.rectangular), CEntries([entry])) }

    /// The accessoryCorner arc gauge and curved labels for `entry`, in the corner's canvas.
    func corner(_ entry: ReferenceEntry, corner: Corner = .topLeading) -> Bitmap { bitmap(.slot(.corner(corner)), CEntries([entry])) }

    /// The accessoryInline line for `entry`.
    func inline(_ entry: ReferenceEntry) -> Bitmap { bitmap(.slot(.inline), CEntries([entry])) }

    /// The whole face for frame `frame`: slot `n` shows `ReferenceGeometry.faceEntry(frame:slot: n)`,
    /// the clock shows entry `frame`'s time.
    func face(frame: Int) -> Bitmap { bitmap(.face, CEntries.face(frame: frame, geometry: geometry)) }

    // MARK: Swift to C

    private static func color(_ c: ReferenceStyle.RGB) -> glance_ref_color { glance_ref_color(red: c.red, green: c.green, blue: c.blue, alpha: 1) }

    private static func kind(_ scene: Scene) -> glance_ref_kind {
        switch scene {
        case .slot(let slot): kind(slot)
        case .face: GLANCE_REF_FACE
        }
    }

    private static func kind(_ kind: ReferenceGeometry.Kind) -> glance_ref_kind {
        switch kind {
        case .circular: GLANCE_REF_CIRCULAR
        case .rectangular: GLANCE_REF_RECTANGULAR
        case .inline: GLANCE_REF_INLINE
        case .corner(.topLeading): GLANCE_REF_CORNER_TOP_LEADING
        case .corner(.topTrailing): GLANCE_REF_CORNER_TOP_TRAILING
        case .corner(.bottomLeading): GLANCE_REF_CORNER_BOTTOM_LEADING
        case .corner(.bottomTrailing): GLANCE_REF_CORNER_BOTTOM_TRAILING
        }
    }
}
