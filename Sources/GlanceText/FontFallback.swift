import CFontconfig
import GlanceGraphics
import Synchronization

/// Finds a face for a character the chosen font lacks, as Apple's system fonts fall back
/// character by character: fontconfig sorts the installed fonts for one with the character
/// (`FcFontSort` on a pattern holding it in an `FcCharSet`), and the first of the Noto faces
/// Glance installs that has it wins (Noto Sans CJK in the design's cut and weight, and Noto
/// Color Emoji), so the choice is the same on every machine with those packages. Answers are
/// kept per character and style for the life of the process.
public final class FontFallback: Sendable {
    public static let shared = FontFallback()

    /// What a fallback depends on besides the character.
    public struct Style: Hashable, Sendable {
        /// The CJK family that matches the font's design: sans, serif or monospaced.
        public var family: String
        public var bold: Bool
        /// Whether colour emoji come before the CJK family (the character asks for emoji
        /// presentation with U+FE0F).
        public var emojiFirst: Bool

        /// The style for characters of `font`.
        public init(_ font: FontDescriptor, emojiFirst: Bool = false) {
            family =
                switch font.design {
                case .monospaced: "Noto Sans Mono CJK JP"
                case .serif: "Noto Serif CJK JP"
                case .default, .rounded: "Noto Sans CJK JP"
                }
            bold = font.weight >= .semibold
            self.emojiFirst = emojiFirst
        }

        /// The families a fallback may come from, the preferred first.
        var families: [String] { emojiFirst ? [Self.emoji, family] : [family, Self.emoji] }

        static let emoji = "Noto Color Emoji"
    }

    private struct Key: Hashable {
        var scalar: UInt32
        var style: Style
    }

    private let found = Mutex<[Key: FontFaceID?]>([:])

    private init() {}

    /// The face that draws `scalar` in `style`, or `nil` when no fallback family has it.
    public func face(for scalar: Unicode.Scalar, style: Style) -> FontFaceID? {
        let key = Key(scalar: scalar.value, style: style)
        return found.withLock { found in
            if let known = found[key] { return known }
            // Only an answer is kept: a fontconfig call that failed is asked again next time.
            guard let answer = Self.search(scalar.value, style) else { return nil }
            found[key] = answer
            return answer
        }
    }

    /// Asks fontconfig for the fonts sorted best first for `scalar` in `style`: the first in
    /// a fallback family whose character set has it (`.some(nil)` when none has), or `nil`
    /// when fontconfig could not answer.
    private static func search(_ scalar: UInt32, _ style: Style) -> FontFaceID?? {
        guard FcInit() != 0, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let wanted = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(wanted) }
        FcCharSetAddChar(wanted, scalar)
        FcPatternAddCharSet(pattern, FC_CHARSET, wanted)
        let families = style.families
        for family in families {
            let bytes = Array(family.utf8) + [0]
            FcPatternAddString(pattern, FC_FAMILY, bytes)
        }
        FcPatternAddInteger(pattern, FC_WEIGHT, style.bold ? FC_WEIGHT_BOLD : FC_WEIGHT_REGULAR)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let sorted = FcFontSort(nil, pattern, FcFalse, nil, &result) else { return nil }
        defer { FcFontSetDestroy(sorted) }
        for i in 0..<Int(sorted.pointee.nfont) {
            guard let font = sorted.pointee.fonts[i], inFamilies(font, families) else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, FcCharSetHasChar(charset, scalar) != 0 else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            var index: Int32 = 0
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return .some(FontFaceID(path: String(cString: file), index: Int(index)))
        }
        return .some(nil)
    }

    /// Whether any family name of `font` is one of `families`.
    private static func inFamilies(_ font: OpaquePointer, _ families: [String]) -> Bool {
        var n: Int32 = 0
        var name: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(font, FC_FAMILY, n, &name) == FcResultMatch, let name {
            if families.contains(String(cString: name)) { return true }
            n += 1
        }
        return false
    }
}
