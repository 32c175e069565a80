import CCairo
import GlanceGraphics

extension GlyphMasks {
    /// The masks of one face at one size and scale, taken as glyphs are met, in pages of 256.
    final class Font {
        private let face: OpaquePointer
        private let key: FontKey
        /// The face's ink boxes, which place the surface a glyph is drawn on.
        private let boxes: GlyphBoxes.Face
        private let fontOptions: OpaquePointer
        /// Colour glyphs are images in their own colours, not coverage.
        let hasColor: Bool
        /// What each glyph draws, 256 glyphs a page: `Slot` codes, or the address of its mask's
        /// blocks. Read through pointers, so looking a glyph up retains nothing.
        private let pages = UnsafeMutablePointer<UnsafeMutablePointer<UInt>?>.allocate(capacity: 256)
        /// The masks the pages point into.
        @exclusivity(unchecked) private var masks: [Mask] = []
        private(set) var bytes = 0
        /// When it was last asked for (`GlyphMasks.uses`): the least recent go first.
        var lastUse = 0

        /// What a page slot holds when it is not a mask's address.
        private enum Slot {
            static let unmeasured: UInt = 0, seen: UInt = 1, nothing: UInt = 2, unusable: UInt = 3
        }

        /// What a glyph draws, as `lookup` finds it: its mask's blocks by address.
        enum Found {
            case seen, nothing, unusable
            case mask(UnsafeMutablePointer<BlockList>)
        }

        init(face: OpaquePointer, key: FontKey, boxes: GlyphBoxes.Face, fontOptions: OpaquePointer, hasColor: Bool) {
            (self.face, self.key, self.boxes, self.fontOptions, self.hasColor) = (face, key, boxes, fontOptions, hasColor)
            pages.initialize(repeating: nil, count: 256)
        }

        deinit {
            for page in 0..<256 { pages[page]?.deallocate() }
            pages.deallocate()
        }

        /// The page table, to look glyphs up in with `kept(_:in:)` without holding the font.
        var table: UnsafePointer<UnsafeMutablePointer<UInt>?> { UnsafePointer(pages) }

        /// What `glyph` draws, from `table`, once known (a mask or nothing); nil for a glyph met
        /// for the first or second time, or numbered 65,536 and up: `met` answers those.
        @inline(__always)
        static func kept(_ glyph: UInt32, in table: UnsafePointer<UnsafeMutablePointer<UInt>?>) -> Found? {
            guard glyph < 65536, let page = table[Int(glyph >> 8)] else { return nil }
            let slot = page[Int(glyph & 255)]
            if slot > Slot.unusable { return .mask(UnsafeMutablePointer(bitPattern: slot)!) }
            return slot == Slot.nothing ? .nothing : nil
        }

        /// What `glyph` draws when `kept` does not know: `.seen` the first time it is met, its
        /// mask (taken now) or nothing the second time, `.unusable` for numbers no font has.
        @inline(never)
        func met(_ glyph: UInt32) -> Found {
            guard glyph < 65536 else { return .unusable }
            let slot = self.slot(glyph)
            switch slot.pointee {
            case Slot.unmeasured:
                slot.pointee = Slot.seen
                return .seen
            case Slot.seen:
                switch take(glyph) {
                case .mask(let mask):
                    masks.append(mask)
                    bytes += mask.bytes
                    slot.pointee = UInt(bitPattern: mask.list)
                    return .mask(mask.list)
                case .nothing:
                    slot.pointee = Slot.nothing
                    return .nothing
                default:
                    slot.pointee = Slot.unusable
                    return .unusable
                }
            case Slot.nothing: return .nothing
            case Slot.unusable: return .unusable
            default: return .mask(UnsafeMutablePointer(bitPattern: slot.pointee)!)
            }
        }

        /// Marks `glyph` met, if it was not, without taking its mask (`met` takes it the next time).
        func markMet(_ glyph: UInt32) {
            guard glyph < 65536 else { return }
            let slot = self.slot(glyph)
            if slot.pointee == Slot.unmeasured { slot.pointee = Slot.seen }
        }

        /// Where the page table holds what `glyph` (under 65,536) draws; its page made if new.
        private func slot(_ glyph: UInt32) -> UnsafeMutablePointer<UInt> {
            let (page, index) = (Int(glyph >> 8), Int(glyph & 255))
            if pages[page] == nil {
                pages[page] = .allocate(capacity: 256)
                pages[page]!.initialize(repeating: Slot.unmeasured, count: 256)
            }
            return pages[page]! + index
        }

        /// The glyph drawn by cairo alone on a clear A8 surface, its pen at a whole pixel with a
        /// margin of `Self.margin` pixels around its ink box; unusable if ink reaches the edge.
        private func take(_ glyph: UInt32) -> Entry {
            guard let box = boxes.box(glyph) else { return .nothing }
            guard !box.isUnknown else { return .unusable }
            // The box is at the reference size; unhinted outlines scale linearly.
            let (sx, sy) = (key.size / GlyphBoxes.referenceSize * key.scaleX, key.size / GlyphBoxes.referenceSize * key.scaleY)
            let left = (Double(box.x) * sx).rounded(.down), top = (Double(box.y) * sy).rounded(.down)
            let right = (Double(box.x + box.width) * sx).rounded(.up), bottom = (Double(box.y + box.height) * sy).rounded(.up)
            guard left.magnitude < 1e6, top.magnitude < 1e6, right - left < 2048, bottom - top < 2048 else { return .unusable }
            let origin = (Self.margin - Int(left), Self.margin - Int(top))
            let (width, height) = (Int(right - left) + 2 * Self.margin, Int(bottom - top) + 2 * Self.margin)
            guard let (surface, data) = CairoSurface.makeA8(width: width, height: height) else { return .unusable }
            defer { cairo_surface_destroy(surface) }
            guard let draw = Self.context(face: face, key: key, options: fontOptions, origin: origin, on: surface) else { return .unusable }
            var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
            cairo_show_glyphs(draw, &g, 1)
            let drawn = cairo_status(draw) == CAIRO_STATUS_SUCCESS
            cairo_destroy(draw)
            guard drawn else { return .unusable }
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            return GlyphMasks.crop(data, width: width, height: height, stride: stride, origin: origin)
        }

        /// A context on `surface` drawing this font as `CairoRasterizer.drawText` sets it up,
        /// with the pen of a glyph at (0, 0) landing on device pixel `origin`.
        private static func context(
            face: OpaquePointer, key: FontKey, options: OpaquePointer, origin: (Int, Int), on surface: OpaquePointer
        ) -> OpaquePointer? {
            guard let cr = cairo_create(surface) else { return nil }
            var matrix = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: Double(origin.0), y0: Double(origin.1))
            cairo_set_matrix(cr, &matrix)
            cairo_set_font_options(cr, options)
            cairo_set_font_face(cr, face)
            cairo_set_font_size(cr, key.size)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            return cr
        }

        static let margin = 4
    }
}
