import CHarfBuzz
import Foundation
import GlanceGraphics

/// Measures and shapes text with HarfBuzz on the catalogue's fonts: kerning and contextual
/// alternates on, tabular digits on request. Shaped runs are cached by string, face and
/// features; shaping is size-independent (no hinting), so one entry serves every size. A new
/// string is put together from kept words where that gives what shaping it whole gives
/// (`WordSplitting`), or from a string lately shaped whole up to where HarfBuzz says the two
/// may be joined (`KeptShaping`), else shaped whole.
/// Not thread-safe: give each thread its own engine (they share the loaded fonts).
public final class TextEngine: TextMeasurer {
    public let catalog: FontCatalog

    /// Strings served from the run cache, and strings not in it (shaped now, whole or from
    /// words).
    public private(set) var cacheHits = 0
    public private(set) var cacheMisses = 0
    /// Calls to HarfBuzz: a new string put together from kept words makes none.
    public internal(set) var shapingCalls = 0
    /// New strings begun from a string lately shaped whole (`FastPaths.joins`).
    public internal(set) var joinedStrings = 0
    /// Entries kept before the cache is emptied and refilled.
    public var cacheLimit = 2048

    /// A run's face (by its registry serial) and features: what its shaping depends on
    /// besides the text.
    struct RunFace: Hashable {
        var face: Int
        var tabularDigits: Bool
    }

    private typealias RunKey = HashedText<RunFace>

    private var runs: [RunKey: UnitRun] = [:]
    /// Words and runs of spaces shaped on their own, for runs put together from them.
    private var words: [RunKey: [RawGlyph]] = [:]
    /// Which strings may be shaped word by word, by face and features.
    private var splittings: [RunFace: WordSplitting] = [:]
    private var lastSplitting: (face: RunFace, splitting: WordSplitting)?
    private var faces: [FontDescriptor: LoadedFont] = [:]
    /// The two faces asked for most recently, compared before `faces` is hashed: layout asks
    /// for the same fonts over and over, often two in turn (a headline, then body text).
    private var lastFace: (key: FontDescriptor, face: LoadedFont)?
    private var previousFace: (key: FontDescriptor, face: LoadedFont)?
    /// Strings lately shaped whole, kept to begin new strings from (`FastPaths.joins`), and
    /// where the next is kept.
    var keptShapings: [KeptShaping] = []
    var nextKept = 0
    /// The run served last and its key: kept apart, so that comparing with them copies neither.
    private var lastKey: RunKey?
    private var lastUnit = UnitRun.empty
    /// Per face, by registry serial: each glyph's ink box as HarfBuzz measured it (measuring a
    /// glyph of a CFF font interprets its outline, which cost more than shaping).
    private var shapings: [FaceShaping?] = []
    /// The fast path this engine may take (`.words`); without it every new string is shaped
    /// whole by HarfBuzz.
    public let fastPaths: FastPaths
    /// The HarfBuzz buffer every run is shaped in, cleared each time.
    let buffer: OpaquePointer = hb_buffer_create()
    private let fallback: LoadedFont
    /// The tracking of the font asked for last.
    private var lastTracking: (font: FontDescriptor, em: Double)?
    /// Per face, by registry serial: the advance of its widest tabular figure (`evenFigures`).
    var figureAdvances: [Int: Int32] = [:]

    /// An engine over `catalog`; throws when any face it maps to is missing or unreadable.
    /// By default the fast paths this process asks for (`GLANCE_PLAIN_RASTER`,
    /// `GLANCE_FAST_PATHS`) that hold for the HarfBuzz in use.
    public init(catalog: FontCatalog = .standard, fastPaths: FastPaths = TextEngine.standardFastPaths) throws(FontError) {
        self.catalog = catalog
        self.fastPaths = fastPaths.intersection(.harfBuzz)
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
        if let previous = previousFace, previous.key == key {
            (lastFace, previousFace) = (previous, lastFace)
            return previous.face
        }
        // validate() proved the file exists; a file that cannot be parsed falls back to Inter Regular.
        let face: LoadedFont
        if let kept = faces[key] {
            face = kept
        } else {
            face = (try? FontRegistry.shared.font(catalog.face(for: font))) ?? fallback
            faces[key] = face
        }
        (lastFace, previousFace) = ((key, face), lastFace)
        return face
    }

    public func metrics(for font: FontDescriptor) -> FontMetrics {
        loadedFont(for: font).metrics(size: font.size)
    }

    public func width(of text: String, font: FontDescriptor) -> Double {
        let unit = unitRun(text, loadedFont(for: font), font)
        return (unit.width + tracking(font) * Double(unit.tracked)) * font.size
    }

    public func shape(_ text: String, font: FontDescriptor) -> ShapedText {
        let face = loadedFont(for: font)
        let unit = unitRun(text, face, font)
        let s = font.size
        // The stand-in's tracking, in points, after every glyph that moves the pen.
        let t = tracking(font) * s
        var pen = 0.0
        return ShapedText(
            text: text, face: face.id, size: s,
            glyphs: unit.glyphs.map {
                let glyph = ShapedGlyph(
                    id: $0.id, cluster: $0.cluster, x: $0.x * s + pen, yOffset: $0.yOffset * s, advance: $0.advance == 0 ? 0 : $0.advance * s + t,
                    face: $0.face)
                if $0.advance != 0 { pen += t }
                return glyph
            },
            width: unit.width * s + t * Double(unit.tracked), metrics: face.metrics(size: s),
            inkBounds: unit.ink.map {
                let minX = $0.minX * s + t * Double(unit.trackedBeforeInk.first)
                let maxX = $0.maxX * s + t * Double(unit.trackedBeforeInk.last)
                return Rect(x: minX, y: $0.minY * s, width: maxX - minX, height: $0.height * s)
            },
            fallbackFaces: unit.fallbacks.map(\.id))
    }

    /// The tracking, in em, `font` is set with (`FontCatalog.standInTracking`), kept for the
    /// font asked for last.
    private func tracking(_ font: FontDescriptor) -> Double {
        if let last = lastTracking, last.font == font { return last.em }
        let em = catalog.standInTracking(for: font)
        lastTracking = (font, em)
        return em
    }

    /// The run of `text` in `face` at 1 pt, from the cache or shaped now.
    private func unitRun(_ text: String, _ face: LoadedFont, _ font: FontDescriptor) -> UnitRun {
        let runFace = RunFace(face: face.serial, tabularDigits: font.monospacedDigit)
        guard cacheLimit > 0 else {  // the cache off: every run shaped anew, whole
            cacheMisses += 1
            let whole = unit(shapeNow(text, face, runFace, properties: nil), face)
            guard whole.glyphs.contains(where: { $0.id == 0 }) else { return whole }
            return withFallbacks(text, whole, face, font) ?? whole
        }
        // A text is measured, then shaped, often at several sizes in a row: compared, not hashed.
        if let last = lastKey, last.setting == runFace, Self.sameBytes(last.text, text) {
            cacheHits += 1
            return lastUnit
        }
        let key = RunKey(text, runFace)
        if let cached = runs[key] {
            (lastKey, lastUnit) = (key, cached)
            cacheHits += 1
            return cached
        }
        cacheMisses += 1
        var unit = self.unit(wordByWord(text, face, runFace) ?? joinedOrWhole(text, face, runFace), face)
        // Characters the face lacks come from fallback faces, where one has them.
        if unit.glyphs.contains(where: { $0.id == 0 }), let mixed = withFallbacks(text, unit, face, font) { unit = mixed }
        if runs.count >= cacheLimit { runs.removeAll(keepingCapacity: true) }
        runs[key] = unit
        (lastKey, lastUnit) = (key, unit)
        return unit
    }

    /// Whether `a` and `b` hold the same UTF-8 bytes (`hasSameUTF8`, by `memcmp`: the check
    /// runs on every measurement).
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let same = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 }
        }
        return (same ?? nil) ?? a.hasSameUTF8(as: b)
    }

    /// `text` shaped as its words and runs of spaces, each kept, when that gives what shaping
    /// it whole gives (`WordSplitting`); `nil` otherwise.
    private func wordByWord(_ text: String, _ face: LoadedFont, _ runFace: RunFace) -> [RawGlyph]? {
        guard fastPaths.contains(.words) else { return nil }
        let splitting: WordSplitting
        if let last = lastSplitting, last.face == runFace {
            splitting = last.splitting
        } else {
            splitting = splittings[runFace] ?? WordSplitting(font: face.hbFont, features: runFace.tabularDigits ? Self.tabularFeatures : Self.features)
            splittings[runFace] = splitting
            lastSplitting = (runFace, splitting)
        }
        guard let pieces = splitting.pieces(of: text) else { return nil }
        var glyphs: [RawGlyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        var afterSpace = false
        for range in pieces {
            let isSpace = text.utf8[range.lowerBound] == 0x20
            let shaped: [RawGlyph]
            if isSpace, text.utf8.index(after: range.lowerBound) == range.upperBound {  // one space, the commonest piece
                shaped = splitting.spaceRun ?? shapeNow(" ", face, runFace, properties: WordSplitting.properties)
                splitting.spaceRun = shaped
            } else {
                let piece = String(text[range])
                let key = RunKey(piece, runFace)
                if let kept = words[key] {
                    shaped = kept
                } else {
                    shaped = shapeNow(piece, face, runFace, properties: WordSplitting.properties)
                    if words.count >= cacheLimit { words.removeAll(keepingCapacity: true) }
                    words[key] = shaped
                }
            }
            // A glyph kerned against the space must meet it in one run: shape the string whole.
            if isSpace, let last = glyphs.last, !splitting.mayPrecedeSpace(last.id) { return nil }
            if afterSpace, let first = shaped.first, !splitting.mayFollowSpace(first.id) { return nil }
            afterSpace = isSpace
            let offset = UInt32(text.utf8.distance(from: text.startIndex, to: range.lowerBound))
            for var glyph in shaped {
                glyph.cluster += offset
                glyphs.append(glyph)
            }
        }
        return glyphs
    }

    /// The run of `glyphs` at 1 pt, with its ink box.
    func unit(_ glyphs: [RawGlyph], _ face: LoadedFont) -> UnitRun {
        let extents = shaping(face).extents
        var run = UnitRun(capacity: glyphs.count)
        for glyph in glyphs {
            run.append(
                glyph.id, cluster: glyph.cluster, advance: glyph.advance, xOffset: glyph.xOffset, yOffset: glyph.yOffset,
                em: face.unitsPerEm, box: extents.box(of: glyph.id))
        }
        return run
    }

    /// What the engine keeps for `face`.
    func shaping(_ face: LoadedFont) -> FaceShaping {
        if face.serial < shapings.count, let kept = shapings[face.serial] { return kept }
        if face.serial >= shapings.count { shapings += Array(repeating: nil, count: face.serial + 1 - shapings.count) }
        let made = FaceShaping(face)
        shapings[face.serial] = made
        return made
    }
}
