import CHarfBuzz
import GlanceGraphics

/// Measures and shapes text with HarfBuzz on the catalogue's fonts: kerning and contextual
/// alternates on, tabular digits on request. Shaped runs are cached by string, face and
/// features; shaping is size-independent (no hinting), so one entry serves every size.
/// Not thread-safe: give each thread its own engine (they share the loaded fonts).
public final class TextEngine: TextMeasurer {
    public let catalog: FontCatalog

    /// Lookups served from the cache, and runs shaped.
    public private(set) var cacheHits = 0
    public private(set) var cacheMisses = 0
    /// Entries kept before the cache is emptied and refilled.
    public var cacheLimit = 2048

    /// A run's face and features: what its shaping depends on besides the text.
    private struct RunFace: Hashable {
        var face: FontFaceID
        var tabularDigits: Bool
    }

    private typealias RunKey = HashedText<RunFace>

    /// A shaped run at 1 pt.
    private struct UnitRun {
        var glyphs: [ShapedGlyph]
        var width: Double
        var ink: Rect?
    }

    private var runs: [RunKey: UnitRun] = [:]
    private var faces: [FontDescriptor: LoadedFont] = [:]
    private var lastFace: (key: FontDescriptor, face: LoadedFont)?
    private var lastRun: (key: RunKey, run: UnitRun)?
    /// Each glyph's ink box by face, as HarfBuzz measured it:
    /// measuring a glyph of a CFF font interprets its outline, which cost more than shaping.
    private var glyphExtents: [FontFaceID: GlyphExtents] = [:]
    /// The HarfBuzz buffer every run is shaped in, cleared each time.
    private let buffer: OpaquePointer = hb_buffer_create()
    private let fallback: LoadedFont

    /// An engine over `catalog`; throws when any face it maps to is missing or unreadable.
    public init(catalog: FontCatalog = .standard) throws(FontError) {
        self.catalog = catalog
        try catalog.validate()
        fallback = try FontRegistry.shared.font(catalog.face(for: FontDescriptor(size: 12)))
    }

    deinit { hb_buffer_destroy(buffer) }

    /// The loaded face that serves `font`.
    public func loadedFont(for font: FontDescriptor) -> LoadedFont {
        var key = font
        key.size = font.size >= FontCatalog.displayCutSize ? FontCatalog.displayCutSize : 0
        // Layout asks for the same font many times in a row: compared, not hashed.
        if let last = lastFace, last.key == key { return last.face }
        // validate() proved the file exists; a file that cannot be parsed falls back to Inter Regular.
        let face: LoadedFont
        if let kept = faces[key] {
            face = kept
        } else {
            face = (try? FontRegistry.shared.font(catalog.face(for: font))) ?? fallback
            faces[key] = face
        }
        lastFace = (key, face)
        return face
    }

    public func metrics(for font: FontDescriptor) -> FontMetrics {
        loadedFont(for: font).metrics(size: font.size)
    }

    public func width(of text: String, font: FontDescriptor) -> Double {
        unitRun(text, loadedFont(for: font), font).width * font.size
    }

    public func shape(_ text: String, font: FontDescriptor) -> ShapedText {
        let face = loadedFont(for: font)
        let unit = unitRun(text, face, font)
        let s = font.size
        return ShapedText(
            text: text, face: face.id, size: s,
            glyphs: unit.glyphs.map {
                ShapedGlyph(id: $0.id, cluster: $0.cluster, x: $0.x * s, yOffset: $0.yOffset * s, advance: $0.advance * s)
            },
            width: unit.width * s, metrics: face.metrics(size: s),
            inkBounds: unit.ink.map { Rect(x: $0.minX * s, y: $0.minY * s, width: $0.width * s, height: $0.height * s) })
    }

    /// The run of `text` in `face` at 1 pt, from the cache or shaped now.
    private func unitRun(_ text: String, _ face: LoadedFont, _ font: FontDescriptor) -> UnitRun {
        func shaped() -> UnitRun {
            cacheMisses += 1
            return Self.shape(
                text, face: face, tabularDigits: font.monospacedDigit, buffer: buffer, extents: &glyphExtents[face.id, default: GlyphExtents(face.hbFont)])
        }
        guard cacheLimit > 0 else { return shaped() }  // the cache off: every run shaped anew
        let key = RunKey(text, RunFace(face: face.id, tabularDigits: font.monospacedDigit))
        // A text is measured, then shaped, often at several sizes in a row: compared, not hashed.
        if let last = lastRun, last.key == key {
            cacheHits += 1
            return last.run
        }
        if let cached = runs[key] {
            lastRun = (key, cached)
            cacheHits += 1
            return cached
        }
        let unit = shaped()
        if runs.count >= cacheLimit { runs.removeAll(keepingCapacity: true) }
        runs[key] = unit
        lastRun = (key, unit)
        return unit
    }

    private static func shape(
        _ text: String, face: LoadedFont, tabularDigits: Bool, buffer: OpaquePointer, extents: inout GlyphExtents
    ) -> UnitRun {
        guard !text.isEmpty else { return UnitRun(glyphs: [], width: 0, ink: nil) }
        hb_buffer_clear_contents(buffer)
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        var features = tabularDigits ? Self.tabularFeatures : Self.features
        hb_shape(face.hbFont, buffer, &features, UInt32(features.count))

        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return UnitRun(glyphs: [], width: 0, ink: nil) }
        let em = face.unitsPerEm
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        var pen = 0.0
        var ink: Rect?
        for i in 0..<Int(count) {
            let advance = Double(positions[i].x_advance) / em
            if let extents = extents.box(of: infos[i].codepoint, in: face.hbFont), extents.width != 0, extents.height != 0 {
                // HarfBuzz measures y up from the baseline; ink boxes here are y down.
                let x = pen + Double(positions[i].x_offset + extents.x_bearing) / em
                let top = -Double(positions[i].y_offset + extents.y_bearing) / em
                let box = Rect(x: x, y: top, width: Double(extents.width) / em, height: -Double(extents.height) / em)
                ink = ink.map { $0.union(box) } ?? box
            }
            glyphs.append(
                ShapedGlyph(
                    id: infos[i].codepoint, cluster: Int(infos[i].cluster),
                    x: pen + Double(positions[i].x_offset) / em, yOffset: -Double(positions[i].y_offset) / em,
                    advance: advance))
            pen += advance
        }
        return UnitRun(glyphs: glyphs, width: pen, ink: ink)
    }

    /// Kerning, contextual alternates and ligatures on; and tabular digits, when asked.
    private static let features = ["kern", "calt", "liga"].map { feature($0, on: true) }
    private static let tabularFeatures = features + [feature("tnum", on: true)]

    private static func feature(_ tag: String, on: Bool) -> hb_feature_t {
        var f = hb_feature_t()
        let bytes = Array(tag.utf8)
        f.tag = (UInt32(bytes[0]) << 24) | (UInt32(bytes[1]) << 16) | (UInt32(bytes[2]) << 8) | UInt32(bytes[3])
        f.value = on ? 1 : 0
        f.start = 0
        f.end = UInt32.max
        return f
    }
}

/// Each glyph's ink box in one face, measured once, by glyph id. Not a run cache: a face's
/// glyphs are few and fixed, so `cacheLimit` leaves it alone.
private struct GlyphExtents {
    /// `nil` until measured; then the box, or `.some(nil)` when the glyph has none.
    private var boxes: [hb_glyph_extents_t??]

    init(_ font: OpaquePointer) { boxes = Array(repeating: nil, count: Int(hb_face_get_glyph_count(hb_font_get_face(font)))) }

    mutating func box(of glyph: UInt32, in font: OpaquePointer) -> hb_glyph_extents_t? {
        let i = Int(glyph)
        guard i < boxes.count else { return Self.measure(glyph, font) }
        if boxes[i] == nil { boxes[i] = .some(Self.measure(glyph, font)) }
        return boxes[i] ?? nil
    }

    private static func measure(_ glyph: UInt32, _ font: OpaquePointer) -> hb_glyph_extents_t? {
        var measured = hb_glyph_extents_t()
        return hb_font_get_glyph_extents(font, glyph, &measured) != 0 ? measured : nil
    }
}
